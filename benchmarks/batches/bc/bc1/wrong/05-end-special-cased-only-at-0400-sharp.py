# Breaks "Deny ... when ... the time of day ... is from 02:00:00 up to, not including, 04:00:00;
# otherwise None": hours 2-4 are taken as the window and only 04:00:00.xxxxxx is let out to make
# the end exclusive, so create_case_file at 04:00:01, 04:30 or 04:59:59 UTC gets a Deny.
# 01:59:59.999999, 02:00:00, 03:59:59.999999 and 04:00:00 itself are all judged right.
from datetime import timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    t = call.timestamp.astimezone(timezone.utc).time()
    if t.hour < 2 or t.hour > 4:
        return None
    if t.hour == 4 and t.minute == 0 and t.second == 0:  # 04:00 is already outside
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC and note the details.",
    )
