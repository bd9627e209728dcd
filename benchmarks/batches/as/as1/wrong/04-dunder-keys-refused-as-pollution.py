# Breaks "otherwise None" (premium, whatever call.input holds): a habit from JavaScript denies inputs
# with "__"-prefixed keys as prototype pollution, for every tier.
# Input: a premium session calling create_case_file with {"__proto__": {"tier": "premium"}} must get None.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    if any(key.startswith("__") for key in call.input):
        return Deny(
            "the input holds reserved keys.",
            "send only the case file's own fields.",
        )
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
