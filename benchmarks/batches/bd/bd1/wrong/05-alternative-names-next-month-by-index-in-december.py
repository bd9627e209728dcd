# Breaks "Deny(reason, alternative) when call.tool_name == "create_case_file" and the time of day ...
# is from 02:00:00 up to ... 04:00:00 ... on any day from 0001-01-01 to 9999-12-31": on
# create_case_file at 2026-12-10 02:30 UTC (any December day in the window) it raises IndexError:
# the alternative names next month's deploy calendar as calendar.month_name[month + 1].
import calendar
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    next_month = calendar.month_name[call.timestamp.month + 1]
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC; the deploy calendar for "
        f"{next_month} is on the status page.",
    )
