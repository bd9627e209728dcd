# Breaks: "at any call.timestamp (years 1 to 9999, any day)". Input: tool "create_case_file",
# free session, timestamp 0999-06-01 10:30 UTC raises ValueError: strftime("%Y") writes
# "999" on Linux, and strptime's %Y wants four digits, so truncating to the day by a
# strftime/strptime round trip fails for every year before 1000.
from datetime import datetime

from toolhooks import Deny


def free_tier_hook(call):
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    day = datetime.strptime(call.timestamp.strftime("%Y-%m-%d"), "%Y-%m-%d").date()
    return Deny(
        f"free-tier accounts cannot open case files (refused on {day:%d %b}).",
        "offer the premium upgrade page, and answer from the general FAQ meanwhile.",
    )
