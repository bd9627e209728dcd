# Breaks "Deny ... when ... call.input has a "user_id" that is not equal ..." (and "Otherwise
# None") across calls: verdicts are memoised under id(call.input), and a freed input's address is
# reused by the next call's input, so make_call("lookup_user", {"user_id": "u_004"}) (None),
# dropped, then make_call("lookup_user", {"user_id": "u_999"}) in the same u_004 session gets None.
from toolhooks import Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")
_verdicts = {}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    key = id(call.input)  # the input is frozen, so its verdict never changes
    if key in _verdicts:
        return _verdicts[key]
    verdict = None
    if call.tool_name in _ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            verdict = Deny(
                "this session can only access its own account.",
                "use the signed-in user's own account, or ask them to sign in as the other holder.",
            )
    _verdicts[key] = verdict
    return verdict
