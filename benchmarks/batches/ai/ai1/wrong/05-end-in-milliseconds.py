# Breaks "up to, not including, 04:00:00" (tested to the microsecond): the last instant is
# written as time(3, 59, 59, 999) meaning 999 ms, but time() takes microseconds. create_case_file
# at 03:59:59.500000 UTC (anything from 03:59:59.001) returns None instead of a Deny.
from datetime import time

from toolhooks import Deny

OPENS, LAST = time(2, 0), time(3, 59, 59, 999)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and OPENS <= call.timestamp.time() <= LAST:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
