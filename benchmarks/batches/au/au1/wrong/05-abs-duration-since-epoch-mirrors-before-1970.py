# Breaks "on any day from 0001-01-01 to 9999-12-31" (Returns, Exercise 5): the time of day is
# abs(stamp - 1970-01-01).seconds, and abs() mirrors a negative offset, so before 1970 the clock
# runs backwards: create_case_file at 1969-07-20 02:30 UTC is allowed and at 1969-07-20 21:30
# UTC denied; dates from 1970 on (2026-03-02 02:30 -> Deny, 10:30 -> None) are right.
from datetime import datetime, timezone

from toolhooks import Deny

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    since_epoch = abs(call.timestamp - EPOCH)  # a duration, never negative
    of_day = since_epoch.seconds  # timedelta keeps the seconds within one day
    if 2 * 3600 <= of_day < 4 * 3600:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
