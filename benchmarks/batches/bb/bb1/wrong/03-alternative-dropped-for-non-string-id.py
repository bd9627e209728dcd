# Breaks "Deny(reason, alternative) (a toolhooks.Deny whose alternative is not blank)": for an
# id that is not a string the hook sees a malformed request and has nothing to suggest, so
# same_user_hook on lookup_user with {"user_id": 4} (or None, or ("u_004",)) returns
# Deny(reason, None). String ids that differ get a full Deny.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    if not isinstance(asked, str):
        return Deny(f"user_id must be an account id string, got {type(asked).__name__}.")
    return Deny(
        f"this session belongs to another account than {asked!r}.",
        "use the signed-in user's own account instead.",
    )
