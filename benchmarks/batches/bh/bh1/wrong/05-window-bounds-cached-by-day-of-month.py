# Breaks: Deny "when ... the time of day of call.timestamp ... is from 02:00:00 up to, not
# including, 04:00:00 ..., on any day from 0001-01-01 to 9999-12-31".
# Input: create_case_file at 2026-03-02T02:30Z (denied), then at 2026-04-02T02:30Z: allowed,
# because that day's window datetimes were cached under day-of-month 2 and are a month old.
from datetime import datetime, time, timezone

from toolhooks import Deny

_bounds = {}


def _window(day):
    key = day.day
    if key not in _bounds:
        _bounds[key] = (
            datetime.combine(day, time(2), tzinfo=timezone.utc),
            datetime.combine(day, time(4), tzinfo=timezone.utc),
        )
    return _bounds[key]


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    start, end = _window(call.timestamp.date())
    if start <= call.timestamp < end:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the request and open the case file after 04:00 UTC.",
        )
    return None
