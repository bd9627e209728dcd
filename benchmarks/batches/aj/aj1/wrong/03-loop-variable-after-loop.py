# WRONG (the loop variable is read after the loop; with an empty input it was never bound).
# Breaks "Otherwise None ..., also when the input has no "user_id"": lookup_user with an empty
# input {} raises UnboundLocalError. Inputs with any key (with or without "user_id") and
# calls to other tools are answered right.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    for key in call.input:
        if key == "user_id":
            break
    if key != "user_id":
        return None
    asked = call.input[key]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
