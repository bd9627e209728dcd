# Right: the time of day is (call.timestamp - a UTC epoch) % 1 day, exact integer timedelta
# arithmetic (floor modulo, so dates before the epoch, back to year 1, work too); the window is
# 2 h <= that < 4 h, microsecond-exact at both edges, for tool_name == "create_case_file" only.
# Nothing from the input, the attributes or the machine's clock is read.
from datetime import datetime, timedelta, timezone

from toolhooks import Deny

_EPOCH = datetime(2000, 1, 1, tzinfo=timezone.utc)
_DAY = timedelta(days=1)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    since_midnight = (call.timestamp - _EPOCH) % _DAY
    if timedelta(hours=2) <= since_midnight < timedelta(hours=4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
