# Right: the time of day is (call.timestamp - epoch) % one day, exact timedelta arithmetic to the
# microsecond, non-negative for stamps before 1970 too, with no float and no date overflow (the
# epoch lies between 0001 and 9999); it denies create_case_file (==) when that is in
# [2 h, 4 h): 02:00:00.000000 in, 03:59:59.999999 in, 04:00:00 out; else None.
from datetime import datetime, timedelta, timezone

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_DAY, _START, _END = timedelta(days=1), timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not _START <= (call.timestamp - _EPOCH) % _DAY < _END:
        return None
    return Deny(
        "new case files are paused during the 02:00-04:00 UTC deploy window.",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
