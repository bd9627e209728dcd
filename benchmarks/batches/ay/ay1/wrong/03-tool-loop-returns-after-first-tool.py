# Breaks: "Deny(...) when call.tool_name is "lookup_user", "get_orders" or "issue_refund" ...".
# The loop over the tools returns None as soon as the first name does not match, so only
# lookup_user is ever checked: get_orders (or issue_refund) with {"user_id": "u_999"} in a
# u_004 session is allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = ["lookup_user", "get_orders", "issue_refund"]


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    for tool in ACCOUNT_TOOLS:
        if call.tool_name != tool:
            return None
        if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
            return Deny(
                f"{tool} was asked for another customer's account.",
                "Only the signed-in customer's own account can be used in this session.",
            )
    return None
