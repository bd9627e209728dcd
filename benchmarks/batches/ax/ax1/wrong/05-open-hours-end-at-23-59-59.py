# Breaks "otherwise None ... for every other ... time": the rule is written as the hours when
# case files are open (before 02:00, or 04:00 to 23:59:59), and everything else is denied, so
# the last second of each day is lost: create_case_file at 23:59:59.500000 UTC is denied
# instead of allowed. 01:59:59.999999, 02:00, 03:59:59.999999 and 04:00 are right.
from datetime import time

from toolhooks import Deny

OPEN_HOURS = ((time(0, 0), time(1, 59, 59, 999999)), (time(4, 0), time(23, 59, 59)))


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.time()
    if any(start <= now <= end for start, end in OPEN_HOURS):
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC and note the details.",
    )
