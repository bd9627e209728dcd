# Breaks: "from 02:00:00 up to, not including, 04:00:00" ("tested to the microsecond").
# Input: tool "create_case_file" at 01:59:59.999999 UTC returns a Deny, and at 03:59:59.999999
# returns None: math.isclose's default rel_tol=1e-9 (7.2 microseconds at 7200 s) snaps
# seconds-of-day near an edge onto it, meant as guarding against float error.
import math

from toolhooks import Deny

_START, _END = 2 * 3600.0, 4 * 3600.0


def deploy_window_hook(call):
    if call.tool_name != "create_case_file":
        return None
    t = call.timestamp
    seconds = t.hour * 3600 + t.minute * 60 + t.second + t.microsecond / 1e6
    at_start = seconds >= _START or math.isclose(seconds, _START)
    before_end = seconds < _END and not math.isclose(seconds, _END)
    if at_start and before_end:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
