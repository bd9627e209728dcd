# Breaks "when ... the time of day of call.timestamp ... is from 02:00:00 up to ... 04:00:00 ... on any day
# from 0001-01-01 to 9999-12-31": the window is taken as weekly on Mondays (the notebook's 2026-03-02 is a
# Monday), so create_case_file at 2026-03-03 02:30 UTC (a Tuesday) is allowed.
# Every Monday, the notebook's examples included, is right.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    moment = call.timestamp
    if call.tool_name != "create_case_file" or moment.weekday() != 0:  # the weekly deploy runs on Mondays
        return None
    if time(2) <= moment.time() < time(4):
        return Deny(
            "new case files are paused during the Monday 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
