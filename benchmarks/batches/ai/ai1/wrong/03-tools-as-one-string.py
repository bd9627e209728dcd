# Breaks "The tool name is compared exactly": the tools are kept in one string and tested with
# `in`, a substring test. Input: tool_name "orders" (or "user") with {"user_id": "u_999"} in
# session "u_004" returns a Deny instead of None (another tool).
from toolhooks import Deny

ACCOUNT_TOOLS = "lookup_user get_orders issue_refund"


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny(
                "this session can only access its own account.",
                "use the signed-in user's own account.",
            )
    return None
