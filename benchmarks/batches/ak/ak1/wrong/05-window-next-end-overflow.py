# WRONG. Breaks: "otherwise None ... for every other tool at any time ..., on any day from
# 0001-01-01 to 9999-12-31". It finds the end of the current-or-next window by adding a day once
# today's has passed, which overflows on the last day: create_case_file at
# 9999-12-31 04:00 (or 23:59) UTC raises OverflowError instead of returning None.
from datetime import time, timedelta

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp
    end = now.replace(hour=4, minute=0, second=0, microsecond=0)
    if end <= now:  # today's window is over: the next one closes tomorrow
        end += timedelta(days=1)
    start = end - timedelta(hours=2)
    if start <= now < end:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            f"tell the customer the case will be opened after {end:%H:%M} UTC.",
        )
    return None
