# Breaks: "falls between 02:00 (inclusive) and 04:00 (exclusive)" -- both ends are written
# with <, so the very first instant of the window is outside. Input: create_case_file at
# 2026-03-02 02:00:00.000000 UTC must be denied; here it is allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if time(2, 0) < call.timestamp.time() < time(4, 0):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
