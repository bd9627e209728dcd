# Breaks: "from 02:00:00 up to, not including, 04:00:00" -- the window is tested on the hour
# alone with an inclusive end (2 <= hour <= 4), so the whole 04:xx hour is refused.
# Input: create_case_file at 2026-03-02 04:30 UTC must be allowed; here it is denied.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and 2 <= call.timestamp.hour <= 4:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after the deploy, and note the details.",
        )
    return None
