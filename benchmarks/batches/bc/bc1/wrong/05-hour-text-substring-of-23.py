# Breaks "otherwise None ... for every other ... time": the hour test `str(hour) in "23"` is a
# substring test, true for hours 2 and 3 but also for 23, so create_case_file at 23:30 UTC gets a
# Deny. Every time from 00:00 to 22:59 is judged right, edges included.
from datetime import timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    hour = call.timestamp.astimezone(timezone.utc).hour
    if call.tool_name == "create_case_file" and str(hour) in "23":  # 2 or 3 o'clock
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
