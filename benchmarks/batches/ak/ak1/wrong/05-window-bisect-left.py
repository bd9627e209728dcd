# WRONG. Breaks: "from 02:00:00 up to, not including, 04:00:00". bisect_left puts a time equal to
# a bound *before* it, so the bounds flip: create_case_file at exactly 02:00:00.000000 UTC is
# allowed and at exactly 04:00:00.000000 UTC is denied (bisect_right would be right).
import bisect
from datetime import time

from toolhooks import Deny

BOUNDS = [time(2, 0), time(4, 0)]


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if bisect.bisect_left(BOUNDS, call.timestamp.time()) == 1:  # between the two bounds
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
