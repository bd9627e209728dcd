# Breaks: "None, "" ... are someone else" and "Other fields of the input (... customer_id ...)
# change nothing". An empty user_id falls back to customer_id (`user_id or customer_id`, for
# older clients), so in a session of "u_004", lookup_user with {"user_id": "",
# "customer_id": "u_004"} (or user_id None, 0, ()) is allowed instead of denied.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    # older desk clients leave user_id blank and send the account as customer_id
    asked = call.input["user_id"] or call.input.get("customer_id")
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
