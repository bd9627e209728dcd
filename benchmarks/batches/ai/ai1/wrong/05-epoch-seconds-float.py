# Breaks "from 02:00:00 up to, not including, 04:00:00 ... on any day from 0001-01-01 to
# 9999-12-31": the time of day is taken from the float POSIX timestamp, which cannot hold
# microseconds far from 1970. create_case_file at 9999-12-31 01:59:59.999999 UTC is denied and
# at 9999-12-31 03:59:59.999999 allowed (also 0001-01-01 and 5000-01-01).
from datetime import time

from toolhooks import Deny

DAY = 24 * 60 * 60


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    seconds_into_day = call.timestamp.timestamp() % DAY
    if 2 * 3600 <= seconds_into_day < 4 * 3600:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
