# Breaks: "Deny(...) when call.tool_name is ... and call.input has a "user_id" that is not equal" on
# later calls. The hook takes a non-blocking lock and allows the call when it is busy, but the early
# return for an input without "user_id" never releases it: after lookup_user with input {}, a
# lookup_user {"user_id": "u_999"} call in a u_004 session returns None instead of a Deny.
import threading
from collections import Counter

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_lock = threading.Lock()
_denials_per_session = Counter()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not _lock.acquire(blocking=False):
        return None  # another check is running: don't stall the agent
    if call.tool_name not in ACCOUNT_TOOLS:
        _lock.release()
        return None
    if "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        _lock.release()
        return None
    _denials_per_session[call.context.session_id] += 1
    _lock.release()
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
