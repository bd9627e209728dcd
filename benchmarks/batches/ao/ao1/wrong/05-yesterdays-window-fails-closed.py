# Breaks "otherwise None (or an Allow ...) ... on any day from 0001-01-01 to 9999-12-31": to also catch
# a window that started the day before, the hook builds yesterday's start with ts.replace(day=ts.day - 1),
# which raises ValueError on the 1st of every month; the hook then fails closed, so create_case_file at
# 2026-04-01 10:30 UTC (far outside the window) is denied.
from datetime import timedelta

from toolhooks import Deny

WINDOW = timedelta(hours=2)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    today = ts.replace(hour=2, minute=0, second=0, microsecond=0)
    try:
        starts = (today.replace(day=today.day - 1), today)
    except ValueError:
        return Deny(
            "the deploy window could not be checked for this time, so case files are paused.",
            "tell the customer the case will be opened shortly, and note the details.",
        )
    if any(start <= ts < start + WINDOW for start in starts):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
