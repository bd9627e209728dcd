# Breaks "Deny ... when call.tool_name == "create_case_file" and call.context.tier == "free" ... (the tier
# comes from call.context.tier alone, not from the session's ids ...)": the denial also needs the user to be
# one of the notebook's free accounts (u_004), so create_case_file from HookContext("u_123", "free", "s_1")
# is allowed. The notebook's own cases (u_004 free, u_007 premium) come out right.
from toolhooks import Deny

KNOWN_FREE_ACCOUNTS = frozenset({"u_004"})  # the free-tier customer of the refund story


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if (
        call.tool_name == "create_case_file"
        and call.context.tier == "free"
        and call.context.user_id in KNOWN_FREE_ACCOUNTS
    ):
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
