# Breaks: "Deny(reason, alternative) ... at any call.timestamp (years 1 to 9999, any day)".
# Input: create_case_file in a free session on 2026-10-15 (any day October-December) raises
# ValueError ("month must be in 1..12"): the alternative's "next quarter" date is
# date(year, 3 * quarter + 1, 1), month 13 in the fourth quarter.
from datetime import date

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    quarter = (call.timestamp.month - 1) // 3 + 1
    next_quarter = date(call.timestamp.year, 3 * quarter + 1, 1)
    return Deny(
        "Only premium customers may open case files.",
        f"Offer the FAQ now; the premium offer renews on {next_quarter:%d %B %Y}.",
    )
