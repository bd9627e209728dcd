# Right: the time of day is (call.timestamp - a fixed UTC midnight) % one day, exact timedelta
# arithmetic (floor modulo, so dates before the anchor work too, and year 1 to 9999 stay in
# range); it is compared with [2 h, 4 h) to the microsecond. Only a tool_name exactly
# "create_case_file" is denied (non-blank alternative); input and attributes are never read;
# everything else is None.
from datetime import datetime, timedelta, timezone

from toolhooks import Deny

_MIDNIGHT = datetime(2000, 1, 1, tzinfo=timezone.utc)
_DAY = timedelta(days=1)
_OPENS, _CLOSES = timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    since_midnight = (call.timestamp - _MIDNIGHT) % _DAY
    if _OPENS <= since_midnight < _CLOSES:
        return Deny(
            "Case files cannot be created during the 02:00-04:00 UTC deploy window.",
            "Take the details now and open the case file after 04:00 UTC.",
        )
    return None
