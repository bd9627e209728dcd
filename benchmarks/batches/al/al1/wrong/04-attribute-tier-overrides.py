# Breaks: "the tier comes from `call.context.tier` alone, not from the session's ids or attributes".
# Prefers a "tier" among the context's attributes ("fresher, from billing") when there is one: a free session
# with attributes={"tier": "premium"} calling create_case_file gets None instead of a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    tier = call.context.attributes.get("tier", call.context.tier)
    if call.tool_name == "create_case_file" and tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium plan and answer from the FAQ for now.",
        )
    return None
