# Right: the asked id is read with a private sentinel as the default, so "no user_id" (None) is told apart
# from user_id None, "" or 0 (someone else: a Deny); the only allowed value is one == to
# call.context.user_id (equal strings, same object or not); the tool name is matched by tuple membership
# (==, exact); the Deny always has a reason and a fixed non-blank alternative; everything else is ALLOW.
from toolhooks import ALLOW, Deny

_ABSENT = object()
_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return ALLOW
    asked = call.input.get("user_id", _ABSENT)
    if asked is _ABSENT or asked == call.context.user_id:
        return ALLOW
    return Deny(
        "this session belongs to another account holder; it may only read or act on its own account.",
        "work with the signed-in user's own account, or ask the person to sign in as that account's holder.",
    )
