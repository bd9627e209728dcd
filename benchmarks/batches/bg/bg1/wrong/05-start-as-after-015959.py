# Breaks: "from 02:00:00 (inclusive)", with microsecond boundaries. The start is written as
# "after 01:59:59", which lets in the fraction of a second before 02:00. Input:
# create_case_file at 01:59:59.500000 UTC is denied (it is before the window).
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.time()
    if time(1, 59, 59) < now < time(4, 0):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
