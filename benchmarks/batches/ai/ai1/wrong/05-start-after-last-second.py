# Breaks "from 02:00:00" (tested to the microsecond): the start is written as "after 01:59:59",
# which lets in the last second before the window. create_case_file at 01:59:59.500000 UTC
# (anything from 01:59:59.000001) gets a Deny instead of None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and time(1, 59, 59) < call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
