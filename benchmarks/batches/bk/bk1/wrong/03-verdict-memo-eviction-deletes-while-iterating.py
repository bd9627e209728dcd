# Breaks "Returns: Deny(...) when ... / Otherwise None" once the memo fills: the bounded
# verdict memo evicts by deleting from the dict while iterating over it, which raises
# RuntimeError ("dictionary changed size during iteration"). Input (fresh import): 65 calls
# to lookup_user with distinct user_ids "u_000" ... "u_064" in session u_004; the 65th raises
# RuntimeError instead of returning a Deny (and again every few new ids after it).
import threading

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_MAX = 64
_verdicts: dict[tuple, bool] = {}  # (tool, asked id, own id) -> same user?
_lock = threading.Lock()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked, own = call.input["user_id"], call.context.user_id
    key = (call.tool_name, type(asked).__name__, asked, own)
    with _lock:
        if key not in _verdicts:
            if len(_verdicts) >= _MAX:
                for old in _verdicts:  # drop the older half
                    if len(_verdicts) <= _MAX // 2:
                        break
                    del _verdicts[old]
            _verdicts[key] = asked == own
        same = _verdicts[key]
    if same:
        return None
    return Deny(
        f"this session belongs to another user; it cannot access account {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as the "
        "account holder.",
    )
