# Breaks: "up to, not including, 04:00:00" with microsecond boundaries. The inclusive end is
# written time(3, 59, 59, 999) out of a milliseconds habit, but the fourth field is
# microseconds: the window ends at 03:59:59.000999. Input: create_case_file at 03:59:59.500000
# UTC returns None instead of a Deny.
from datetime import time

from toolhooks import Deny

START, LAST = time(2, 0), time(3, 59, 59, 999)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if START <= call.timestamp.time() <= LAST:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
