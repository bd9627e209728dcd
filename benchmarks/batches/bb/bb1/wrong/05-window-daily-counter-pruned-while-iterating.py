# Breaks "otherwise None ... for every other tool at any time ... on any day": a per-day call
# counter (for the audit) drops older days by deleting from the dict while iterating over it,
# which raises RuntimeError once there is an older day to drop: after one call stamped 2026-03-02,
# any call stamped 2026-03-03 (any tool, any time) raises instead of deciding.
from datetime import time

from toolhooks import Deny

_calls_per_day = {}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    today = call.timestamp.date()
    for day in _calls_per_day:  # keep only today's counter
        if day < today:
            del _calls_per_day[day]
    _calls_per_day[today] = _calls_per_day.get(today, 0) + 1
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
