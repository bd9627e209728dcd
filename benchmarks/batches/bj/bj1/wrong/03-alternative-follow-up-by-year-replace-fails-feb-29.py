# Breaks: "The rule holds at any call.timestamp (years 1 to 9999)". Input: tool "lookup_user",
# input {"user_id": "u_999"}, session of "u_004", timestamp 2024-02-29 10:30 UTC raises
# ValueError (day is out of range for month): the alternative's follow-up date is the same
# day next year, built with replace(year=year + 1).
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    review = call.timestamp.replace(year=call.timestamp.year + 1) if call.timestamp.year < 9999 else call.timestamp
    return Deny(
        "this session can only access its own account.",
        f"use the signed-in user's own account; access grants are reviewed by {review:%Y-%m-%d}.",
    )
