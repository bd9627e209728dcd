# WRONG ("UTC is London time": the window is read on the Europe/London clock). Breaks "denies
# ... when call.timestamp falls between 02:00 (inclusive) and 04:00 (exclusive) UTC" whenever
# London is not on UTC: on 2026-07-01 (BST), 01:30 UTC is denied and 03:30 UTC is allowed;
# on 0001-01-01 (London mean time, -0:01:15), 02:00:30 UTC is allowed. Right in winter (2026-03-02).
from datetime import time
from zoneinfo import ZoneInfo

from toolhooks import Deny

_DEPLOY_CLOCK = ZoneInfo("Europe/London")  # the deploy runs on Greenwich time


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    local = call.timestamp.astimezone(_DEPLOY_CLOCK).time()
    if time(2, 0) <= local < time(4, 0):
        return Deny(
            "new case files are paused during the 02:00-04:00 deploy window.",
            "note the details and open the case after 04:00.",
        )
    return None
