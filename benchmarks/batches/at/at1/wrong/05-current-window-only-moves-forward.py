# Breaks: "Deny(...) when ... from 02:00:00 up to, not including, 04:00:00 ... on any day". The hook
# keeps "the current window" and only moves it forward when a call comes after its end, so after
# create_case_file at 2026-03-03 02:30 UTC, create_case_file at 2026-03-02 02:30 UTC (an earlier day) is
# compared with the 03-03 window and allowed.
from datetime import datetime, time, timedelta, timezone

from toolhooks import Deny

_current = None  # (start, end) of the window the desk is in or waiting for


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    global _current
    if call.tool_name != "create_case_file":
        return None
    moment = call.timestamp
    if _current is None or moment >= _current[1]:
        start = datetime.combine(moment.date(), time(2, 0), tzinfo=timezone.utc)
        _current = (start, start + timedelta(hours=2))
    start, end = _current
    if start <= moment < end:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
