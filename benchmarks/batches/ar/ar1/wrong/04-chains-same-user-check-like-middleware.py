# Breaks "denies create_case_file when the session's tier is free ... and allows everything
# else": written as middleware that first runs the previous rule (Exercise 3's same-user
# check), so lookup_user {"user_id": "u_999"} in a premium session of u_004 returns Deny
# instead of None. Every create_case_file call is judged right.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _same_user(call):
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny("this session can only access its own account.",
                        "use the signed-in user's own account.")
    return None


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    earlier = _same_user(call)  # the previous middleware runs first
    if earlier is not None:
        return earlier
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
