# Breaks: "Deny(reason, alternative) ... at any call.timestamp (years 1 to 9999, any day)".
# Input: create_case_file in a free session on 2026-12-31 (ISO week 53 of 2026) raises
# IndexError: the alternative picks this week's offer from a 52-entry table by ISO week - 1.
from toolhooks import Deny

WEEKLY_OFFER = tuple(f"premium trial code WEEK{week:02d}" for week in range(1, 53))


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        offer = WEEKLY_OFFER[call.timestamp.isocalendar().week - 1]
        return Deny(
            "Case files need a premium plan; this session is free tier.",
            f"Answer from the FAQ, or offer the {offer}.",
        )
    return None
