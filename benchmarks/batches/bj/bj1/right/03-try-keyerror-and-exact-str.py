# Right: other tools (exact membership in a frozenset) and inputs without "user_id" get a new
# Allow(). A value is the session's user only if it is a str equal to call.context.user_id
# (JSON strings are plain str, so that is exactly ==); every other value or string is denied
# with a non-blank alternative. Never reads attributes, other fields or the timestamp.
from toolhooks import Allow, Deny

_ACCOUNT_TOOLS = frozenset(("lookup_user", "get_orders", "issue_refund"))


def same_user_hook(call):
    if call.tool_name not in _ACCOUNT_TOOLS:
        return Allow()
    try:
        asked = call.input["user_id"]
    except KeyError:
        return Allow()
    if isinstance(asked, str) and asked == call.context.user_id:
        return Allow()
    return Deny(
        "this session can only access its own account, not another customer's.",
        "help with the signed-in user's own account instead.",
    )
