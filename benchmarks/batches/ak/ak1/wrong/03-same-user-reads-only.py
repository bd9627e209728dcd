# WRONG. Breaks: "when call.tool_name is "lookup_user", "get_orders" or "issue_refund"".
# It guards only the two read tools and leaves refunds to a spend-limit hook: issue_refund with
# {"user_id": "u_999", "amount_eur": 20} in u_004's session returns None instead of a Deny.
from toolhooks import Deny

READ_TOOLS = frozenset({"lookup_user", "get_orders"})  # refunds: SpendLimit's business


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in READ_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only read its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
