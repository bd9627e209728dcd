# Breaks: "Otherwise None ..., also when the input has no "user_id"". A per-thread scratch slot
# (to avoid building anything per call) is only written when the input has a user_id, so a
# call without one reuses the previous call's id. Input: lookup_user {"user_id": "u_999"} in a
# u_004 session (Deny, right), then lookup_user {} in the same thread -> Deny instead of None.
import threading

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_MISSING = object()
_scratch = threading.local()  # one slot per worker thread: safe under a threaded dispatcher


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    if "user_id" in call.input:
        _scratch.asked = call.input["user_id"]
    asked = getattr(_scratch, "asked", _MISSING)
    if asked is _MISSING or asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
