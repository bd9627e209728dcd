# Right: the time since UTC midnight is (timestamp - epoch) % one day, exact to the microsecond with
# timedelta arithmetic, non-negative before 1970 too, and free of overflow from 0001-01-01 to
# 9999-12-31. Deny (with an alternative) only for tool_name == "create_case_file" when that time is
# >= 2 h and < 4 h; the input and attributes are not read; otherwise None.
from datetime import datetime, timedelta, timezone

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_DAY, _OPEN, _CLOSE = timedelta(days=1), timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    since_midnight = (call.timestamp - _EPOCH) % _DAY
    if _OPEN <= since_midnight < _CLOSE:
        return Deny(
            "case files cannot be opened during the 02:00-04:00 UTC deploy window.",
            "take down the details and open the case after 04:00 UTC.",
        )
    return None
