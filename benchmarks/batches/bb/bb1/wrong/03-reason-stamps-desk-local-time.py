# Breaks "Deny(reason, alternative) when call.tool_name is ... and call.input has a "user_id"
# that is not equal ...": nothing in the rule depends on the time, but the reason quotes the
# attempt in the support desk's time (UTC-8), and converting a stamp in the first hours of
# 0001-01-01 overflows: a cross-account lookup_user at 0001-01-01 03:00 UTC raises OverflowError.
from datetime import timedelta, timezone

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_DESK_TIME = timezone(timedelta(hours=-8), "desk")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    at = call.timestamp.astimezone(_DESK_TIME)
    return Deny(
        f"cross-account access refused at {at:%H:%M} desk time.",
        "use the signed-in user's own account instead.",
    )
