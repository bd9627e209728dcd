# Breaks "Deny ... when ... call.input has a "user_id" that is not equal to call.context.user_id"
# after an earlier call: verdicts are memoised per (tool, session user) and the asked id is left
# out of the key, so make_call("get_orders", {"user_id": "u_004"}, context=<u_004>) (allowed)
# followed by the same with {"user_id": "u_999"} returns the cached None instead of a Deny.
from toolhooks import Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")
_verdicts = {}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    key = (call.tool_name, call.context.user_id)
    if key not in _verdicts:
        if call.input["user_id"] == call.context.user_id:
            _verdicts[key] = None
        else:
            _verdicts[key] = Deny(
                "this session can only access its own account.",
                "use the signed-in user's own account, or ask them to sign in as the other holder.",
            )
    return _verdicts[key]
