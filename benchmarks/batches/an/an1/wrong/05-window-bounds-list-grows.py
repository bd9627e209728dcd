# Breaks "`Deny(...)` when ... the time of day of `call.timestamp` is from 02:00:00 up to, not
# including, 04:00:00" from the second case-file call on: `marks = WINDOW` aliases the module list,
# so each call's time stays in it. create_case_file at 02:30 UTC is denied, then create_case_file
# at 03:00 UTC returns None.
from datetime import time

from toolhooks import Deny

WINDOW = [time(2, 0), time(4, 0)]


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.time()
    marks = WINDOW  # the window's two edges, with the call's time put among them
    marks.append(now)
    marks.sort()  # stable: 02:00:00 sorts after the start, 04:00:00 after the end
    if marks[1] is now:  # between the edges
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
