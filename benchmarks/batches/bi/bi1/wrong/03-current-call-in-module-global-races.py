# Breaks "Deny ... when ... call.input has a 'user_id' that is not equal to call.context.user_id;
# otherwise None" under parallel tool use (hooks run on several threads): the call is parked in a
# module global that helpers read, so a u_004 session asking for u_999 can be judged on another
# thread's call (u_004 asking for u_004) and allowed, or the reverse.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_current = None   # the call being judged, read by the helpers below


def _session_user():
    return _current.context.user_id


def _asks_for_other_user():
    return "user_id" in _current.input and _current.input["user_id"] != _session_user()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    global _current
    _current = call
    if _current.tool_name not in _ACCOUNT_TOOLS:
        return None
    if _asks_for_other_user():
        return Deny(
            f"{_current.tool_name} may only read the session's own account",
            "ask the customer to sign in to the other account themselves",
        )
    return None
