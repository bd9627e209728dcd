# Breaks: "The rule holds at any call.timestamp (years 1 to 9999)."
# Input: lookup_user {"user_id": "u_999"} in session "u_004" at 2026-03-07 (a Saturday)
# raises IndexError instead of returning Deny: the alternative names the day's support queue
# from a five-entry Monday-to-Friday table indexed by call.timestamp.weekday() (5 or 6 at weekends).
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}
QUEUE_BY_WEEKDAY = ("billing-mon", "billing-tue", "billing-wed", "billing-thu", "billing-fri")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    queue = QUEUE_BY_WEEKDAY[call.timestamp.weekday()]
    return Deny(
        "You can only access the signed-in user's account.",
        f"Work on the customer's own account, or hand over to the {queue} queue.",
    )
