# Breaks "Deny ... from 02:00:00 up to, not including, 04:00:00" ("tested to the microsecond"):
# the time of day is turned into hours rounded to 2 decimals, so create_case_file at 03:59:50
# UTC is allowed (4.0) and at 01:59:50 UTC denied (2.0).
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp
    hours = round(now.hour + now.minute / 60 + now.second / 3600, 2)  # e.g. 2.5 for 02:30
    if 2 <= hours < 4:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
