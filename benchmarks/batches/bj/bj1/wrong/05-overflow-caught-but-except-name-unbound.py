# Breaks: "on any day from 0001-01-01 to 9999-12-31". Input: tool "create_case_file" at
# 9999-12-31 02:30 UTC raises UnboundLocalError: the overflow of "tomorrow" is caught, but the
# name bound by `except OverflowError as too_late` is deleted when that block ends, and the
# alternative reads it afterwards. Every other day in the window gets its Deny.
from datetime import time, timedelta

from toolhooks import Deny


def deploy_window_hook(call):
    if call.tool_name != "create_case_file" or not time(2) <= call.timestamp.time() < time(4):
        return None
    too_late = None
    try:
        tomorrow = (call.timestamp + timedelta(days=1)).date()
    except OverflowError as too_late:  # 9999-12-31 has no tomorrow
        tomorrow = None
    when = "after 04:00 UTC" if too_late is not None else f"after 04:00 UTC, or on {tomorrow} before 02:00"
    return Deny(
        "new case files are paused during the 02:00-04:00 UTC deploy window.",
        f"note the details and open the case {when}.",
    )
