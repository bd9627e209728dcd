# Breaks "otherwise None ... at any time, on any day": a timestamp of exactly 00:00:00.000000
# is taken for an unset clock (a bare date) and refused, so create_case_file at
# 2026-03-02 00:00:00 UTC is denied.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.time()
    if now == time(0):  # a date with no time of day: the clock cannot vouch for the window
        return Deny(
            "the server time of this call is a bare midnight, so the deploy window cannot be checked.",
            "try again in a moment.",
        )
    if time(2) <= now < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
