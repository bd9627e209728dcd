# Breaks "The rule holds at any call.timestamp (years 1 to 9999)": on get_orders with
# {"user_id": "u_999"} in a u_004 session stamped in any December (e.g. 2026-12-05 10:00 UTC) it
# raises ValueError ("month must be in 1..12") instead of returning Deny: the alternative's
# "first of next month" is built with replace(month=month + 1).
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    next_review = call.timestamp.replace(day=1, month=call.timestamp.month + 1)
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account; shared access is reviewed monthly, next on "
        f"{next_review:%d %B %Y}, and the account holder can request it then.",
    )
