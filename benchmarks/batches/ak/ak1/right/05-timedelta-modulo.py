# RIGHT. (timestamp - epoch) % one day is an exact timedelta in [0, 1 day) for any day from
# 0001-01-01 to 9999-12-31 (timedelta arithmetic, microseconds kept, floor modulo before 1970):
# the UTC time of day. Denied when it is >= 2 h and < 4 h and the tool is exactly
# create_case_file; nothing from call.input or call.context is read.
from datetime import datetime, timedelta, timezone

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_DAY, _OPENS, _CLOSES = timedelta(days=1), timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    time_of_day = (call.timestamp - _EPOCH) % _DAY
    if call.tool_name == "create_case_file" and _OPENS <= time_of_day < _CLOSES:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
