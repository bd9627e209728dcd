# Breaks: "Returns: Deny(reason, alternative) ... when call.tool_name == "create_case_file"
# and call.context.tier == "free"" (whenever the call is made). The alternative quotes the end
# of a 30-day trial, computed from the call's time. Input: create_case_file in a free session
# stamped 9999-12-15 UTC -> OverflowError instead of a Deny.
from datetime import timedelta

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    trial_end = call.timestamp + timedelta(days=30)
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer the 30-day premium trial (it would run until {trial_end:%Y-%m-%d}), "
        "and answer from the general FAQ in the meantime.",
    )
