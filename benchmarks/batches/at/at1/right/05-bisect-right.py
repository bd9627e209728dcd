# Right: bisect_right over the sorted bounds [02:00, 04:00] returns 1 exactly for times t with
# 02:00 <= t < 04:00 (02:00:00 itself goes right of the first bound, 04:00:00 right of the second);
# call.timestamp.time() is already UTC; only the exact name create_case_file is refused; else None.
from bisect import bisect_right
from datetime import time

from toolhooks import Deny

_BOUNDS = (time(2, 0), time(4, 0))


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and bisect_right(_BOUNDS, call.timestamp.time()) == 1:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
