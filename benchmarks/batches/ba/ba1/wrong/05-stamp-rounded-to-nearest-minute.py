# Breaks: "from 02:00:00 up to, not including, 04:00:00" and "on any day from 0001-01-01 to
# 9999-12-31". The stamp is rounded to the nearest minute before the check. Inputs:
# create_case_file at 01:59:30 UTC -> Deny (should be None); at 03:59:30 -> None (should Deny);
# at 9999-12-31 23:59:45 UTC -> OverflowError (should be None).
from datetime import time, timedelta

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    minute = (call.timestamp + timedelta(seconds=30)).replace(second=0, microsecond=0)
    if not time(2, 0) <= minute.time() < time(4, 0):
        return None
    return Deny(
        f"new case files are paused during the deploy window (02:00-04:00 UTC); it is {minute:%H:%M}.",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
