# Breaks: "Deny(reason, alternative) ... at any call.timestamp (years 1 to 9999, any day)".
# Input: create_case_file, free session, 0001-01-01 10:30 UTC raises ValueError ("year 0 is out
# of range") in any machine time zone: the reason's date is rebuilt with
# datetime.fromtimestamp(ts), naive local time, which cannot convert year-1 instants.
from datetime import datetime

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    if call.context.tier != "free":
        return None
    day = datetime.fromtimestamp(call.timestamp.timestamp()).date()
    return Deny(
        f"On {day.isoformat()} this session is on the free tier, which cannot open case files.",
        "Point the customer to the FAQ or the upgrade page.",
    )
