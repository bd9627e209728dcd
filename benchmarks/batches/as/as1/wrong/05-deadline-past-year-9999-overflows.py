# Breaks "otherwise None ..., on any day from 0001-01-01 to 9999-12-31": a trace deadline
# (timestamp + 30 s) is computed for every call and overflows in the last seconds of 9999-12-31.
# Input: create_case_file at 9999-12-31T23:59:45Z must get None; this raises OverflowError.
from datetime import time, timedelta

from toolhooks import Deny

BUDGET = timedelta(seconds=30)
DEADLINES = {}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    DEADLINES[call.tool_use_id] = call.timestamp + BUDGET  # the call must finish by then
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
