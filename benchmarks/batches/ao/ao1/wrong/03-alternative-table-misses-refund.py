# Breaks "Returns: Deny(reason, alternative) (a toolhooks.Deny whose alternative is not blank)": the
# alternatives are looked up per tool in a table that has no entry for issue_refund, so issue_refund
# with user_id "u_999" in a u_004 session is denied with alternative None. lookup_user and get_orders
# get their alternatives.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
ALTERNATIVES = {
    "lookup_user": "look up the signed-in user's own account instead.",
    "get_orders": "list the signed-in user's own orders instead.",
}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        ALTERNATIVES.get(call.tool_name),
    )
