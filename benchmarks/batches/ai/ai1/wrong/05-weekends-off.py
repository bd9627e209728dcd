# Breaks "Deny ... when ... the time of day of call.timestamp ... is from 02:00:00 up to ...
# 04:00:00 ... on any day": the window is applied Monday to Friday only (no deploys at weekends).
# create_case_file on Saturday 2026-03-07 02:30 UTC returns None instead of a Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    moment = call.timestamp
    if call.tool_name != "create_case_file" or moment.weekday() >= 5:
        return None
    if time(2, 0) <= moment.time() < time(4, 0):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
