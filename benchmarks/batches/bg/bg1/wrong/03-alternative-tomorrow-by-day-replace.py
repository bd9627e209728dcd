# Breaks: "The rule holds at any call.timestamp (years 1 to 9999)". The alternative dates a
# human review "tomorrow" with timestamp.replace(day=day + 1), which raises ValueError on the
# last day of a month. Input: lookup_user asking "u_999" in a u_004 session at
# 2026-03-31 10:00 UTC raises ValueError instead of returning a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    review = call.timestamp.replace(day=call.timestamp.day + 1)
    return Deny(
        f"this session belongs to {call.context.user_id!r}, not {asked!r}.",
        f"work on the signed-in user's own account; a person can review access to "
        f"other accounts tomorrow ({review:%d %b %Y}).",
    )
