# Right: the time since midnight is (ts - datetime.min in UTC) % one day, exact integer
# timedelta arithmetic (no float) on every day from 0001-01-01 to 9999-12-31; the window
# is 2 h <= that < 4 h, so 02:00:00 is in and 04:00:00 out, to the microsecond. Only the
# exact name create_case_file is checked; the input and attributes are not read.
from datetime import datetime, time, timedelta, timezone

from toolhooks import ALLOW, Deny

EPOCH = datetime.min.replace(tzinfo=timezone.utc)
DAY = timedelta(days=1)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return ALLOW
    since_midnight = (call.timestamp - EPOCH) % DAY
    if timedelta(hours=2) <= since_midnight < timedelta(hours=4):
        return Deny(
            "Deploy window (02:00-04:00 UTC): no new case files right now.",
            "Queue the request and open the case file after 04:00 UTC.",
        )
    return ALLOW
