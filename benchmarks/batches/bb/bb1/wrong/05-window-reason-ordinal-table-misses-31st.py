# Breaks "Deny(reason, alternative) ... when call.tool_name == "create_case_file" and the time of
# day ... is from 02:00:00 up to ... 04:00:00 ... on any day": the reason names the day with an
# ordinal suffix from a table built over range(1, 31), so a create_case_file at 02:30 UTC on
# 2026-03-31 raises KeyError instead of denying.
from datetime import time

from toolhooks import Deny

_SUFFIX = {
    day: "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    for day in range(1, 31)
}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    day = call.timestamp.day
    return Deny(
        f"new case files are paused during the deploy window of the {day}{_SUFFIX[day]}.",
        "tell the customer the case will be opened after 04:00 UTC.",
    )
