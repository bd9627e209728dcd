# Breaks "The rule holds at any call.timestamp (years 1 to 9999)": the alternative offers the
# session's own orders of the last 30 days, computed as call.timestamp - 30 days, which raises
# OverflowError for a denied call stamped 0001-01-15 UTC (get_orders, user_id "u_999", session
# u_004) instead of returning a Deny. At any later date the Deny comes back as it should.
from datetime import timedelta

from toolhooks import Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    since = (call.timestamp - timedelta(days=30)).date()
    return Deny(
        "this session can only access its own account.",
        f"offer the signed-in user's own orders since {since:%Y-%m-%d} instead.",
    )
