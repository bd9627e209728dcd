# Breaks: "The rule holds at any `call.timestamp` (years 1 to 9999)" -- the alternative offers
# a callback "at the next full hour" via timestamp.replace(hour=hour + 1), which raises
# ValueError from 23:00 on. Input: lookup_user {"user_id": "u_999"} in u_004's session at
# 2026-03-02 23:15 UTC raises instead of returning Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    callback = call.timestamp.replace(hour=call.timestamp.hour + 1, minute=0, second=0, microsecond=0)
    return Deny(
        "a session may only access its own account.",
        f"use the signed-in account; a colleague can call the other holder back at "
        f"{callback:%H:%M} UTC.",
    )
