# Breaks "otherwise None ... for every other tool at any time ... on any day from 0001-01-01 to
# 9999-12-31": the message naming the month-end maintenance is built first, with
# call.timestamp.replace(day=31), which raises ValueError in 30-day months and February: a
# lookup_user (or any call) at 10:30 on 2026-04-10 raises instead of returning None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    month_end = call.timestamp.replace(day=31)
    alternative = (
        "tell the customer the case will be opened after 04:00 UTC; the next long "
        f"maintenance is on {month_end:%d %B}."
    )
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny("new case files are paused during the deploy window.", alternative)
    return None
