# WRONG (JavaScript habit: time as float epoch milliseconds, time of day by modulo). A float
# holds about 16 significant digits, so far from 1970 the microseconds are lost. Breaks "from
# 02:00:00 up to, not including, 04:00:00 ... on any day from 0001-01-01 to 9999-12-31":
# 9999-12-31 01:59:59.999999 UTC rounds to 02:00:00 and is denied, 9999-12-31 03:59:59.999999
# rounds to 04:00:00 and is allowed (same on 0001-01-01). Right on 2026 dates, to the microsecond.
from toolhooks import Deny

_HOUR_MS = 3_600_000
_DAY_MS = 24 * _HOUR_MS


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ms_of_day = (call.timestamp.timestamp() * 1000) % _DAY_MS
    if 2 * _HOUR_MS <= ms_of_day < 4 * _HOUR_MS:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
