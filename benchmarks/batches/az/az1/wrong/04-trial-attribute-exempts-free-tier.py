# Breaks: "the tier comes from call.context.tier alone, not from the session's ids or
# attributes, which may hold the words or look like policy". Sessions flagged as a trial
# get premium features: HookContext("u_004", "free", "s_1", attributes={"trial": True})
# calling create_case_file gets None instead of a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.context.attributes.get("trial"):
        return None  # trial users try the premium plan
    return Deny(
        "free-tier accounts cannot open case files",
        "Offer the self-service FAQ, or explain how to upgrade to premium.",
    )
