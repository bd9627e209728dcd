# Breaks "Other fields of the input (...) change nothing": a get_orders call that names an
# order_id is let through ("the order id identifies the order, user_id is redundant").
# Input: session u_004, get_orders with {"user_id": "u_999", "order_id": "o_1"} returns None
# instead of a Deny; without order_id it is denied as it should be.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.tool_name == "get_orders" and "order_id" in call.input:
        return None  # a lookup by order number: the tool resolves the order itself
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session belongs to another user; it cannot access account {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as the "
        "account holder.",
    )
