# Breaks: "denies `create_case_file` when `call.timestamp` falls between 02:00 (inclusive) and 04:00 (exclusive)
# UTC ... it allows every other ... time" and "on any day from 0001-01-01 to 9999-12-31". Also denies when the
# call would still be running at 02:00 (a 10 s look-ahead): 01:59:55 UTC is denied, and at 9999-12-31 23:59:55
# `ts + 10 s` raises OverflowError. (01:59:30, the notebook's "before the window", is still allowed.)
from datetime import time, timedelta

from toolhooks import Deny

START, END = time(2, 0), time(4, 0)
CALL_RUNS_FOR = timedelta(seconds=10)


def _in_window(moment):
    return START <= moment.time() < END


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    if _in_window(ts) or _in_window(ts + CALL_RUNS_FOR):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
