# Breaks "the tier comes from `call.context.tier` alone, not from the session's ids or
# attributes" (Returns, Exercise 4): the plan is read from attributes["plan"] with the tier as
# fallback, so a free session with attributes {"plan": "premium"} is allowed to create a case
# file (and a premium one with {"plan": "free"} is denied); sessions without "plan" are right.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    plan = call.context.attributes.get("plan", call.context.tier)
    if call.tool_name == "create_case_file" and plan == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and offer the upgrade page.",
        )
    return None
