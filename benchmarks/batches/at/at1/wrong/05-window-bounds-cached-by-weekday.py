# Breaks: "Deny(...) when ... the time of day of call.timestamp (always in UTC) is from 02:00:00 up to,
# not including, 04:00:00 ... on any day". The window's datetimes are cached per weekday ("the deploy is
# weekly"), so after create_case_file at Mon 2026-03-02 02:30 UTC (denied), create_case_file at
# Mon 2026-03-09 02:30 UTC is compared with last week's window and allowed.
from datetime import datetime, time, timedelta, timezone

from toolhooks import Deny

_window_by_weekday = {}


def _window(moment):
    day = moment.weekday()
    if day not in _window_by_weekday:
        start = datetime.combine(moment.date(), time(2, 0), tzinfo=timezone.utc)
        _window_by_weekday[day] = (start, start + timedelta(hours=2))
    return _window_by_weekday[day]


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    start, end = _window(call.timestamp)
    if start <= call.timestamp < end:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
