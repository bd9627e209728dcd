# Breaks "... call.input has a "user_id" that is not equal (==) to call.context.user_id (...
# or a value of any other JSON shape ...) are someone else": presence and value are read in one
# `"user_id" in call.input and call.input["user_id"]`, and `is False` means "absent", so
# lookup_user {"user_id": false} (JSON false) is allowed. None, "", 0 are denied correctly.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = "user_id" in call.input and call.input["user_id"]
    if asked is False:  # no user_id in the input: nothing to compare
        return None
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
