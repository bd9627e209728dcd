# Breaks "Deny ... from 02:00:00 up to, not including, 04:00:00": with a second or less left
# the hook sleeps out the rest (time.sleep) and then allows, so create_case_file at
# 03:59:59.500000 UTC returns None after half a second instead of a Deny.
from datetime import time
from time import sleep

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp
    if not time(2) <= now.time() < time(4):
        return None
    left = (now.replace(hour=4, minute=0, second=0, microsecond=0) - now).total_seconds()
    if left <= 1:  # the deploy is all but over: hold the call a moment rather than refuse it
        sleep(left)
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "note the details and open the case after 04:00 UTC.",
    )
