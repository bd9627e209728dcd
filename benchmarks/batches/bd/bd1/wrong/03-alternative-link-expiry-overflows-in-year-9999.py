# Breaks "The rule holds at any call.timestamp (years 1 to 9999)": on lookup_user with
# {"user_id": "u_999"} in a u_004 session stamped 9999-12-31 23:30 UTC it raises OverflowError
# instead of returning Deny: the alternative's sign-in link "valid until" is timestamp + 1 hour.
from datetime import timedelta

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    valid_until = call.timestamp + timedelta(hours=1)
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or send the other account holder a sign-in "
        f"link (valid until {valid_until:%H:%M} UTC).",
    )
