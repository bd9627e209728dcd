# Right: (call.timestamp - 0001-01-01T00:00Z) % 1 day is the exact time since UTC midnight as a timedelta
# (integer microseconds, no float, no local clock, valid for every day 0001-01-01..9999-12-31); the window is
# the half-open [2 h, 4 h), so 02:00:00 is in, 03:59:59.999999 in, 04:00:00 out. Only the exact name
# "create_case_file" is checked; nothing in input or attributes is read; Deny's alternative is non-blank, else None.
from datetime import datetime, timedelta, timezone

from toolhooks import Deny

_ORIGIN = datetime.min.replace(tzinfo=timezone.utc)
_DAY, _OPEN, _CLOSE = timedelta(days=1), timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    since_midnight = (call.timestamp - _ORIGIN) % _DAY
    if _OPEN <= since_midnight < _CLOSE:
        return Deny(
            "new case files are paused during the deploy window, 02:00-04:00 UTC.",
            "take down the details and open the case once the window closes at 04:00 UTC.",
        )
    return None
