# Breaks: "Deny ... when call.tool_name is ... 'issue_refund' and call.input has a
# 'user_id' that is not equal ..."; "Other fields of the input ... change nothing".
# A refund with no amount (or 0) is waved through as harmless:
# issue_refund {"user_id": "u_999"} in u_004's session returns None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.tool_name == "issue_refund" and not call.input.get("amount"):
        return None  # nothing is paid out, nothing to protect
    if call.input["user_id"] != call.context.user_id:
        return Deny(
            f"session user is {call.context.user_id}, request names another account",
            "Act on the signed-in user's own account.",
        )
    return None
