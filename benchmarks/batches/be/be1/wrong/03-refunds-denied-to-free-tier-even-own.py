# Breaks: "Otherwise `None` ..., also when the input has no "user_id"" and "allow everything
# else" -- the answer folds a plan rule into the hook and refuses every issue_refund in a
# free-tier session, own account included. Input: issue_refund {"user_id": "u_004"} in a
# free-tier session of u_004 must return None; it returns Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if call.tool_name == "issue_refund" and call.context.tier == "free":
        return Deny("refunds need a premium plan.", "offer the premium upgrade page.")
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny("a session can only access its own account.", "use your own account.")
    return None
