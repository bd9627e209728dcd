# Breaks "Deny(reason, alternative) ... at any call.timestamp (years 1 to 9999, any day)": the
# reason dates the refusal with an ordinal suffix from a table built over range(1, 31), so day 31
# is missing: a free create_case_file on 2026-03-31 raises KeyError instead of denying.
from toolhooks import Deny

_SUFFIX = {
    day: "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    for day in range(1, 31)
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    day = call.timestamp.day
    return Deny(
        f"free-tier accounts cannot open case files (refused on the {day}{_SUFFIX[day]}).",
        "offer the premium upgrade page and answer from the FAQ meanwhile.",
    )
