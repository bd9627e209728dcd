# Breaks: "at any call.timestamp (years 1 to 9999, any day)". The alternative gives the desk's
# opening in its own fixed UTC+1 offset with astimezone(), which overflows past 9999-12-31.
# Input: create_case_file in a free session at 9999-12-31 23:30 UTC raises OverflowError
# instead of returning a Deny.
from datetime import timedelta, timezone

from toolhooks import Deny

DESK = timezone(timedelta(hours=1), "CET")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    local = call.timestamp.astimezone(DESK)
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer the premium upgrade (it is {local:%H:%M} {local:%Z} at the desk, sales can "
        "call back) and answer from the general FAQ.",
    )
