# Right: (timestamp - the epoch) % one day is the UTC time of day as an exact timedelta (floor
# modulo, so years 1..1969 work too, no floats, microseconds kept); the window test is
# 2 h <= that < 4 h, only for the exact name "create_case_file"; everything else returns None.
from datetime import datetime, time, timedelta, timezone  # noqa: F401  (time: the notebook's import)

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_DAY = timedelta(days=1)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file":
        since_midnight = (call.timestamp - _EPOCH) % _DAY
        if timedelta(hours=2) <= since_midnight < timedelta(hours=4):
            return Deny(
                "new case files are paused during the 02:00-04:00 UTC deploy window.",
                "note the case details and tell the customer it will be opened after 04:00 UTC.",
            )
    return None
