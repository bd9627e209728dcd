# Breaks "from 02:00:00 up to, not including, 04:00:00": an off-by-one on the minutes,
# `minute < 59`, leaves 03:59 out of the window. create_case_file at 03:59:00 or 03:59:30 UTC
# returns None instead of a Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    hour, minute = call.timestamp.hour, call.timestamp.minute
    if hour == 2 or (hour == 3 and minute < 59):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
