# Breaks "otherwise None ... whatever call.input claims" (the tier comes from call.context.tier
# alone): to fail closed it also denies when the input claims the free tier. A premium session
# calling create_case_file with {"tier": "free"} gets a Deny instead of None.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    if "free" in (call.context.tier, call.input.get("tier")):  # the stricter answer wins
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium plan and answer from the FAQ.",
        )
    return None
