# Right: the time of day is the timedelta since a fixed UTC midnight, reduced modulo one day
# (timedelta % floors, and stays in range for 0001-01-01..9999-12-31; no float, no overflow),
# so [2 h, 4 h) is 02:00:00.000000 inclusive to 04:00:00 exclusive, to the microsecond. Only
# the exact name "create_case_file" is denied (with an alternative); input/attributes unread.
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
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
