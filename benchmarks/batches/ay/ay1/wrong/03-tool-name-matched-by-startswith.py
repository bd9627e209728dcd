# Breaks: "The tool name is compared exactly: lookup_user_history ... is another tool"
# (and "Otherwise None"). Tools are matched with str.startswith, so a call to
# "lookup_user_history" with {"user_id": "u_999"} in a u_004 session is denied.
from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not call.tool_name.startswith(ACCOUNT_TOOLS):
        return None
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny(
            f"{call.tool_name} may only be used for the signed-in user's own account.",
            "Ask the customer to sign in to the other account, or help with their own.",
        )
    return None
