# Breaks "Deny(...) when call.tool_name is "lookup_user" ... and call.input has a "user_id" that
# is not equal to call.context.user_id": after 5 denials within 60 s the hook assumes it is
# misconfigured and opens a breaker that allows everything for 60 s. Five lookup_user calls for
# u_999 in a u_004 session are denied; the sixth is allowed (None).
import time

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_RECENT_DENIALS = []
_OPEN_UNTIL = [0.0]


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    now = time.monotonic()
    if now < _OPEN_UNTIL[0]:
        return None  # breaker open: a denial storm means a broken rule, not an attack
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    _RECENT_DENIALS[:] = [t for t in _RECENT_DENIALS if now - t < 60.0] + [now]
    if len(_RECENT_DENIALS) > 5:
        _OPEN_UNTIL[0] = now + 60.0
        _RECENT_DENIALS.clear()
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other holder to sign in.",
    )
