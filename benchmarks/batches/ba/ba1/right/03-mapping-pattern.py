# Right: a mapping pattern captures input["user_id"] only when the key exists (FrozenDict is a
# dict); it denies, with a reason and a non-blank alternative, when the tool is exactly one of
# the three and the value is not == call.context.user_id (any type, NaN included, since
# NaN == str is False). No normalisation; attributes and other fields are never read; else None.
from toolhooks import Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    match call.input:
        case {"user_id": asked} if not asked == call.context.user_id:
            return Deny(
                "this session can only access its own account; the request named another one.",
                "use the signed-in user's own account, or ask the person to sign in as the "
                "other account holder.",
            )
        case _:
            return None
