# RIGHT. The time since midnight UTC is (timestamp - epoch) % one day, done in timedelta
# arithmetic, which is exact integer microseconds (no float) and floors correctly before 1970;
# so 01:59:59.999999 is out, 02:00:00 in, 03:59:59.999999 in, 04:00:00 out, on every day from
# 0001-01-01 to 9999-12-31. Only the exact name create_case_file is checked; input is not read.
from datetime import datetime, timedelta, timezone

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_DAY = timedelta(days=1)
_OPENS, _CLOSES = timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    since_midnight = (call.timestamp.astimezone(timezone.utc) - _EPOCH) % _DAY
    if _OPENS <= since_midnight < _CLOSES:
        return Deny(
            "new case files are paused while the deploy runs, 02:00 to 04:00 UTC.",
            "write down what the customer needs and open the case after 04:00 UTC.",
        )
    return None
