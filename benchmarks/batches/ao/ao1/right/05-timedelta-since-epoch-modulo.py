# Right: the time of day is (call.timestamp - epoch) % 1 day on timedeltas: exact integer microseconds
# on every day 0001-01-01..9999-12-31 (before 1970 the remainder is still in [0, 1 day)); the window is
# [2 h, 4 h), so 02:00:00.000000 is in and 04:00:00.000000 out. Only the exact name create_case_file is
# denied (non-blank alternative); input and attributes are never read; None otherwise.
from datetime import datetime, time, timedelta, timezone  # noqa: F401

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_DAY, _START, _END = timedelta(days=1), timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if _START <= (call.timestamp - _EPOCH) % _DAY < _END:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
