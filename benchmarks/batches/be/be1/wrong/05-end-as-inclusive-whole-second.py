# Breaks: "from 02:00:00 up to, not including, 04:00:00" (boundaries "tested to the
# microsecond") -- the end is written as an inclusive 03:59:59, which lets the last second's
# fractions through. Input: create_case_file at 2026-03-02 03:59:59.500000 UTC must be
# denied; here it is allowed.
from datetime import time

from toolhooks import Deny

START, LAST = time(2, 0, 0), time(3, 59, 59)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and START <= call.timestamp.time() <= LAST:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
