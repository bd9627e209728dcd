# Breaks "Deny(...) when call.tool_name is ... "issue_refund" and call.input has a "user_id"
# that is not equal": a refund of amount 0 is let through ("nothing moves, so it is
# harmless") whatever account it names. Other fields change nothing, says the text.
# Input: session u_004, issue_refund with {"user_id": "u_999", "amount_eur": 0} returns None.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.tool_name == "issue_refund":
        amount = call.input.get("amount_eur", call.input.get("amount"))
        if amount == 0:
            return None  # a zero refund changes no balance
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session belongs to another user; it cannot access account {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as the "
        "account holder.",
    )
