# WRONG (rules as data: a per-tool table of which input field names the account, with refunds
# keyed on customer_id). Breaks "Deny ... when call.tool_name is ... "issue_refund" and
# call.input has a "user_id" that is not equal" and "Other fields of the input (...
# customer_id ...) change nothing": issue_refund with {"user_id": "u_999"} in a u_004 session
# is allowed, and issue_refund with {"customer_id": "u_999"} is denied. lookup_user/get_orders are right.
from toolhooks import Deny

_ACCOUNT_FIELD = {
    "lookup_user": "user_id",
    "get_orders": "user_id",
    "issue_refund": "customer_id",  # refunds are booked against the customer
}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    field = _ACCOUNT_FIELD.get(call.tool_name)
    if field is None or field not in call.input:
        return None
    asked = call.input[field]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
