# Breaks: "the time of day of call.timestamp ... is from 02:00:00 up to, not including, 04:00:00"
# ("tested to the microsecond"). The window is "at most two hours before 04:00", measured with
# timedelta.seconds, which drops the microseconds: create_case_file at 01:59:59.500000 UTC
# (time left 2:00:00.5, .seconds == 7200) is denied.
from datetime import time, timedelta

from toolhooks import Deny

WINDOW = timedelta(hours=2)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    closes = ts.replace(hour=4, minute=0, second=0, microsecond=0)
    left = closes - ts
    if left.days == 0 and left.seconds <= WINDOW.seconds and ts.time() < time(4):
        return Deny(
            "New case files cannot be created during the 02:00-04:00 UTC deploy window.",
            "Tell the customer the case will be opened after 04:00 UTC, or note it for follow-up.",
        )
    return None
