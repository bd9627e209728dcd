# Right: (timestamp - 1970-01-01 UTC) % one day is the UTC time of day as an exact timedelta
# (integer microseconds, floor modulo, so years 1 to 9999 work without floats); the window is
# 2 h <= that < 4 h, and only create_case_file is denied, with a non-blank alternative.
from datetime import datetime, time, timedelta, timezone

from toolhooks import Deny

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
DAY, OPENS, CLOSES = timedelta(days=1), timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    time_of_day = (call.timestamp - EPOCH) % DAY
    if OPENS <= time_of_day < CLOSES:
        return Deny(
            "new case files are paused while the deploy runs (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
