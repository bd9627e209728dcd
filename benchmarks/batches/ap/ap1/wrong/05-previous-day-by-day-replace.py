# Breaks "otherwise None ... for every other tool at any time ..., on any day": before 02:00
# the last window is looked up on the previous day with .replace(day=day - 1), so a
# create_case_file at 2026-03-01 01:30 UTC raises ValueError (day 0) instead of None.
from datetime import time, timedelta

from toolhooks import Deny

WINDOW = timedelta(hours=2)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp
    start = now.replace(hour=2, minute=0, second=0, microsecond=0)
    if now < start:  # before today's window: the latest one began yesterday
        start = start.replace(day=start.day - 1)
    if start <= now < start + WINDOW:
        return Deny(
            f"new case files are paused during the deploy window (02:00-04:00 UTC), it is {now:%H:%M} UTC.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
