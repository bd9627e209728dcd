# Right: a private sentinel tells a missing "user_id" (allow) from one present with any value;
# the value is the same user only when it is a str equal (==) to call.context.user_id, read from
# the context alone. Tool names are compared with == against the three names. Otherwise ALLOW.
from toolhooks import ALLOW, Deny

_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not any(call.tool_name == name for name in ("lookup_user", "get_orders", "issue_refund")):
        return ALLOW
    asked = call.input.get("user_id", _MISSING)
    if asked is _MISSING or (isinstance(asked, str) and asked == call.context.user_id):
        return ALLOW
    return Deny(
        "a session may only read or act on its own account.",
        "work on the signed-in user's account; another holder must sign in themselves.",
    )
