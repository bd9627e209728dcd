# Breaks: "Deny(...) when call.tool_name is "lookup_user", "get_orders" or "issue_refund" and
# call.input has a "user_id" that is not equal". The tool set says "issue_refunds", so
# issue_refund with {"user_id": "u_999"} in a u_004 session is allowed (None).
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refunds"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        "This session belongs to another customer; account tools act on the session's own user only.",
        "Work on the signed-in customer's account, or ask them to contact support from the other account.",
    )
