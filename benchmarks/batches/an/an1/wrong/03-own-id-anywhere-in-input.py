# Breaks "Other fields of the input (`session_user`, `customer_id`, ...) change nothing": a call
# whose input mentions the session's own id in any field is taken to be about the user's own
# account. In a session of "u_004", lookup_user with {"user_id": "u_999", "customer_id": "u_004"}
# returns None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    own = call.context.user_id
    if own in call.input.values():  # the request is about the signed-in user's account
        return None
    asked = call.input["user_id"]
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
