# Breaks: "The rule holds at any call.timestamp (years 1 to 9999)." Input: lookup_user
# {"user_id": "u_999"} in session "u_004" at 0001-01-01 10:30 UTC raises ValueError ("year 0 is
# out of range") instead of Deny: the reason's date goes through datetime.fromtimestamp(ts),
# naive local time, which fails for all of 0001-01-01 in any machine time zone.
from datetime import datetime

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    when = datetime.fromtimestamp(call.timestamp.timestamp())
    return Deny(
        f"Refused on {when:%Y-%m-%d}: the session belongs to another user.",
        "Look up the signed-in customer's own account instead.",
    )
