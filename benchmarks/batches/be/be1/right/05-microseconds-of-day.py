# Right: the UTC time of day is turned into an exact integer count of microseconds since
# midnight (no floats, no text), and the window is the half-open integer range
# [2 h, 4 h) in microseconds, so 01:59:59.999999 and 04:00:00 are outside, 02:00:00 and
# 03:59:59.999999 inside, on any date 0001-9999. Only the exact name "create_case_file" is
# checked; input and context are never read. Other cases return a new Allow().
from datetime import time  # noqa: F401

from toolhooks import Allow, Deny

_HOUR_US = 3600 * 1_000_000
_WINDOW = range(2 * _HOUR_US, 4 * _HOUR_US)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return Allow()
    t = call.timestamp
    of_day = ((t.hour * 60 + t.minute) * 60 + t.second) * 1_000_000 + t.microsecond
    if of_day in _WINDOW:
        return Deny(
            "no new case files between 02:00 and 04:00 UTC: the weekly deploy is running.",
            "write down the customer's details and open the case file after 04:00 UTC.",
        )
    return Allow()
