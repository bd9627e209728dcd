# Right: for the three account tools (tuple membership is exact ==), a present user_id is the
# session's own only when it is a str equal to call.context.user_id (JSON gives no str subclasses,
# so `type(...) is str` loses nothing); every other value, None, numbers, tuples, objects and
# other strings alike, is denied with a non-blank alternative; other calls get ALLOW.
from toolhooks import ALLOW, Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")
_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return ALLOW
    asked = call.input.get("user_id", _MISSING)
    if asked is _MISSING:
        return ALLOW
    if type(asked) is str and asked == call.context.user_id:
        return ALLOW
    return Deny(
        "account tools only work on the signed-in user's own account.",
        "repeat the call with the session's own user id, or ask the person to sign in.",
    )
