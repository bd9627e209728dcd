# Breaks "otherwise None ... for every other tool at any time" and "the window is fixed ...
# for every session": the body started as a copy of Exercise 4's hook, and the free-tier
# test was left in with `or`, so a free session is refused outside the window too.
# Input: free session, create_case_file at 2026-03-02 10:30 UTC returns a Deny (expected None).
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    in_window = time(2) <= call.timestamp.time() < time(4)
    if call.context.tier == "free" or in_window:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
