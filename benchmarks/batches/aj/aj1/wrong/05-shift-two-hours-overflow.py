# WRONG (shifts the clock back two hours so the window starts at midnight; on the first day of
# the calendar the shift leaves the datetime range). Breaks "otherwise None ... on any day from
# 0001-01-01 to 9999-12-31": create_case_file at 0001-01-01 01:00 UTC (or any time before
# 02:00 that day) raises OverflowError instead of returning None. Every other day is right.
from datetime import time, timedelta

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    since_window_start = (call.timestamp - timedelta(hours=2)).time()
    if since_window_start < time(2, 0):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
