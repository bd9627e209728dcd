# Breaks: "Deny(reason, alternative) ... at any call.timestamp (years 1 to 9999, any day)".
# Input: create_case_file in a free session at 9999-12-31 23:50 UTC raises OverflowError
# ("date value out of range"): the alternative promises a callback by timestamp + 15 minutes.
from datetime import timedelta

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    by = call.timestamp + timedelta(minutes=15)
    return Deny(
        "Free-tier accounts cannot open case files.",
        f"Offer the FAQ, or a human callback before {by:%H:%M} UTC.",
    )
