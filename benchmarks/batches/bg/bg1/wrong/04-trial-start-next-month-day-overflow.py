# Breaks: "at any call.timestamp (years 1 to 9999, any day)". The alternative names the first
# day of a premium trial "same day next month"; December is wrapped to January, but the day is
# kept, so 31 January becomes 31 February: ValueError. Input: create_case_file in a free
# session at 2026-01-31 10:00 UTC raises instead of returning a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    ts = call.timestamp
    if ts.year == 9999 and ts.month == 12:
        start = ts
    else:
        start = ts.replace(year=ts.year + (ts.month == 12), month=ts.month % 12 + 1)
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer a premium trial starting {start:%d %B %Y}, and answer from the general FAQ.",
    )
