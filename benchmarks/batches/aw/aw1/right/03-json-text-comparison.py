# Right: the asked value and the session's id are compared as JSON text: json.dumps of a str
# starts with a quote and is injective on strs, while numbers, null, booleans, arrays (tuples)
# and objects never start with one, so the texts are equal exactly when asked == user_id.
# Only the three exact tool names with a "user_id" key are judged; everything else is None.
import json

from toolhooks import ALLOW, Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not any(call.tool_name == tool for tool in _ACCOUNT_TOOLS):
        return ALLOW
    if "user_id" not in call.input:
        return ALLOW
    asked = call.input["user_id"]
    if json.dumps(asked, sort_keys=True) == json.dumps(call.context.user_id):
        return ALLOW
    return Deny(
        "this session may only read or change its own account, not another user's.",
        "continue with the signed-in user's own account.",
    )
