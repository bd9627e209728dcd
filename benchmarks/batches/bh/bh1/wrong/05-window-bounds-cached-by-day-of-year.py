# Breaks: Deny "... on any day from 0001-01-01 to 9999-12-31" when the time of day is in
# [02:00, 04:00) UTC.
# Input: create_case_file at 2026-03-02T02:30Z (denied), then 2027-03-02T02:30Z: allowed,
# because the window was cached by day of the year (61) and still holds 2026's datetimes.
from datetime import datetime, time, timedelta, timezone

from toolhooks import Deny

_starts = {}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    stamp = call.timestamp
    yday = stamp.timetuple().tm_yday
    start = _starts.setdefault(yday, datetime.combine(stamp.date(), time(2), tzinfo=timezone.utc))
    if start <= stamp < start + timedelta(hours=2):
        return Deny(
            "case files are paused during the deploy window, 02:00-04:00 UTC.",
            "take the details and open the case file once the window closes at 04:00 UTC.",
        )
    return None
