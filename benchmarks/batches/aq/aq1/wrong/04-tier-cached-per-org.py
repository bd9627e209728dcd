# Breaks "the tier comes from call.context.tier alone": the tier is remembered per org_id attribute, and
# sessions without one all share the key None, so after a create_case_file from
# HookContext("u_007", "premium", "s_1"), one from HookContext("u_004", "free", "s_2") is allowed.
# (Variant of tier-cached-per-session keyed by organisation.) The first session of each org is right.
from toolhooks import Deny

_tier_by_org = {}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    tier = _tier_by_org.setdefault(call.context.attributes.get("org_id"), call.context.tier)
    if tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
