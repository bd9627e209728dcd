# Breaks "... at any call.timestamp (years 1 to 9999, any day)": on a free session's create_case_file
# stamped 2025-12-24 10:00 UTC (ISO week 52 of a 52-week year) it raises ValueError (invalid week 53)
# instead of returning Deny: "next Monday" is date.fromisocalendar(year, week + 1, 1).
from datetime import date

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    year, week, _ = call.timestamp.isocalendar()
    next_monday = date.fromisocalendar(year, week + 1, 1)
    return Deny(
        "free-tier accounts cannot open case files.",
        "offer the premium upgrade, answer from the FAQ, and tell the customer the weekly "
        f"upgrade webinar is on Monday {next_monday:%d %B}.",
    )
