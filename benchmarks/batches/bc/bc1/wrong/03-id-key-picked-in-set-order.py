# Breaks "Other fields of the input (session_user, customer_id, ...) change nothing" on
# get_orders with {"user_id": "u_999", "customer_id": "u_004"} in a u_004 session: when a
# user_id is there the id is read from the first of {"customer_id", "user_id"} found, and which
# comes first depends on PYTHONHASHSEED (seeds 0 and 4: customer_id -> None; others: Deny).
from toolhooks import Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")
_ID_KEYS = {"customer_id", "user_id"}  # order payloads name the account either way


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    for key in _ID_KEYS:
        if key in call.input:
            asked = call.input[key]
            break
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask them to sign in as the other holder.",
    )
