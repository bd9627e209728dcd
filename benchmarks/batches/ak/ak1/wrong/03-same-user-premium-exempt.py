# WRONG. Breaks: "Deny(...) when call.tool_name is ... and call.input has a "user_id" that is not
# equal (==) to call.context.user_id" (no tier is named). Premium sessions are let through to
# other accounts: lookup_user {"user_id": "u_999"} in HookContext("u_004", "premium", "s_1")
# returns None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.context.tier == "premium":  # premium plans manage their linked accounts
        return None
    if call.input["user_id"] != call.context.user_id:
        return Deny(
            "free accounts can only access their own account.",
            "use the signed-in user's own account, or offer the premium plan for linked accounts.",
        )
    return None
