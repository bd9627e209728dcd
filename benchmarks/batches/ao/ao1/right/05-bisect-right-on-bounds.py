# Right: bisect_right over the sorted bounds (02:00, 04:00) returns 1 exactly for 02:00 <= t < 04:00
# (bisect_right puts an equal t after 02:00 and after 04:00), where t = call.timestamp.time() is the UTC
# time of day to the microsecond. Only the exact name create_case_file is denied, with a non-blank
# alternative; nothing from the input or the attributes is read; None otherwise.
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
