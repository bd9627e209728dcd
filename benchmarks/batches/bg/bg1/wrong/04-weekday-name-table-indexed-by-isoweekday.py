# Breaks: "at any call.timestamp (years 1 to 9999, any day)". The weekday name for the
# alternative is taken from a Monday-first table with isoweekday() (1..7) instead of weekday()
# (0..6): on a Sunday the index is 7 and the table raises IndexError. Input: create_case_file
# in a free session at 2026-03-01 (a Sunday) 10:00 UTC raises instead of denying.
from toolhooks import Deny

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    day = DAYS[call.timestamp.isoweekday()]
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer the premium upgrade (sales answers until 18:00 this {day}) and answer from "
        "the general FAQ.",
    )
