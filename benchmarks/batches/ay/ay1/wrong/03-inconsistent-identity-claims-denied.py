# Breaks: "Other fields of the input (session_user, customer_id, target_user_id, ...) change
# nothing" and "Otherwise None". Any identity claim that disagrees with the session is treated
# as tampering: lookup_user with {"user_id": "u_004", "session_user": "u_999"} in a u_004
# session is denied.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}
IDENTITY_FIELDS = ("user_id", "session_user", "customer_id", "target_user_id")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    own = call.context.user_id
    for field in IDENTITY_FIELDS:
        if field in call.input and call.input[field] != own:
            return Deny(
                f"The request names another customer ({field}); this session belongs to {own}.",
                "Only the signed-in customer's own account can be used; ask them to sign in again.",
            )
    return None
