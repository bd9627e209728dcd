# Breaks: "at any `call.timestamp` (years 1 to 9999, any day)" -- the alternative promises a
# callback "tomorrow", computed as timestamp.replace(day=day + 1), which raises ValueError on
# the last day of a month. Input: create_case_file in a free-tier session at 2026-01-31
# 10:30 UTC raises instead of returning Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        tomorrow = call.timestamp.replace(day=call.timestamp.day + 1)
        return Deny(
            "free-tier accounts cannot open case files.",
            f"offer the premium plan; a person can follow up on {tomorrow:%d %B}.",
        )
    return None
