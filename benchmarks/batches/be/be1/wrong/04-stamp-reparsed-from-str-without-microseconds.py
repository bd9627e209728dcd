# Breaks: "at any `call.timestamp` (years 1 to 9999, any day)" -- the alternative re-parses
# str(call.timestamp) with a format that has no fraction of a second, which fails whenever
# the timestamp has microseconds. Input: create_case_file in a free-tier session at
# 2026-03-02 10:30:00.250000 UTC raises ValueError instead of returning Deny.
from datetime import datetime

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    asked_at = datetime.strptime(str(call.timestamp), "%Y-%m-%d %H:%M:%S%z")
    return Deny(
        "free-tier accounts cannot open case files.",
        f"note the request from {asked_at:%H:%M} UTC, offer the premium plan, and answer "
        "from the FAQ.",
    )
