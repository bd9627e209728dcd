# Breaks "on any day from 0001-01-01 to 9999-12-31" (Returns, Exercise 5): the stamp is moved
# to a reference day with .replace(year=1970).replace(month=1).replace(day=1), and the first
# step fails on 29 February, so create_case_file at 2024-02-29 02:30 UTC (any time that day)
# raises ValueError instead of returning a Deny; every other day is right.
from datetime import datetime, timezone

from toolhooks import Deny

WINDOW_START = datetime(1970, 1, 1, 2, 0, tzinfo=timezone.utc)
WINDOW_END = datetime(1970, 1, 1, 4, 0, tzinfo=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    same_time = call.timestamp.replace(year=1970).replace(month=1).replace(day=1)
    if WINDOW_START <= same_time < WINDOW_END:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
