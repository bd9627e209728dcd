# Breaks "on any day from 0001-01-01 to 9999-12-31" (Returns, Exercise 5): the hour of day is
# int(hours since 1970) % 24, and int() truncates toward zero (C habit), which is one hour off
# before 1970, so create_case_file at 1969-07-20 01:30 UTC is denied and at 1969-07-20 03:30
# UTC allowed; dates from 1970 on, such as 2026-03-02 02:30/10:30, are right.
from datetime import datetime, time, timedelta, timezone

from toolhooks import Deny

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    hours = int((call.timestamp - EPOCH) / timedelta(hours=1))  # whole hours since the epoch
    if hours % 24 in (2, 3):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
