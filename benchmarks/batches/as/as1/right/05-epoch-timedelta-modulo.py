# Right: the time of day is (timestamp - epoch) % 1 day, exact timedelta arithmetic in microseconds
# (a negative difference for year 1 still gives a non-negative remainder); 2 h <= it < 4 h is the
# half-open window; only the exact name "create_case_file" is denied; input and attributes unread.
from datetime import datetime, timedelta, timezone

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_DAY = timedelta(days=1)
_OPENS, _CLOSES = timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    since_midnight = (call.timestamp - _EPOCH) % _DAY
    if _OPENS <= since_midnight < _CLOSES:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
