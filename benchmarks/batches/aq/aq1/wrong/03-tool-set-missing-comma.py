# Breaks "Deny ... when call.tool_name is "lookup_user", "get_orders" or "issue_refund"": a missing comma
# glues two names into "get_ordersissue_refund", so get_orders and issue_refund with {"user_id": "u_999"}
# in a u_004 session are allowed. lookup_user, the notebook's example, is still checked.
# (Transfer of trusted-facts-missing-comma.)
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders" "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny(
                f"this session can only access its own account, not {call.input['user_id']!r}.",
                "use the signed-in user's own account instead.",
            )
    return None
