# Breaks: "The tool name is compared exactly ... is another tool" (allowed, None). The tool name is
# chomped (rstrip("\r\n")) before the lookup, so a call to "lookup_user\n" with
# {"user_id": "u_999"} in a u_004 session is denied.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    name = call.tool_name.rstrip("\r\n")
    if name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] != call.context.user_id:
        return Deny(
            f"{name} can only act on the account of the user who owns this session.",
            "Offer to help with the signed-in customer's own account.",
        )
    return None
