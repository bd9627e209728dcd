# WRONG (configuration built once: the window's datetimes are computed from the first call's
# date and reused). Breaks "on any day from 0001-01-01 to 9999-12-31": after a first call on
# 2026-03-02, create_case_file at 2026-03-03 02:30 UTC is compared with 2026-03-02's window and
# allowed. Every call on the first call's date is right.
from datetime import datetime, time, timezone

from toolhooks import Deny

_window = None


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    global _window
    if call.tool_name != "create_case_file":
        return None
    if _window is None:
        day = call.timestamp.date()
        _window = (datetime.combine(day, time(2, 0), tzinfo=timezone.utc),
                   datetime.combine(day, time(4, 0), tzinfo=timezone.utc))
    start, end = _window
    if start <= call.timestamp < end:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
