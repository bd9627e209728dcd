# Breaks "from 02:00:00 up to, not including, 04:00:00": the window is written as "within an hour of
# 03:00", and <= makes its end closed, so create_case_file at exactly 04:00:00 UTC is denied.
# (Transfer of centre-radius-bound.) 02:00:00, 03:59:59.999999 and 04:00:00.000001 are right.
from datetime import timedelta

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    centre = call.timestamp.replace(hour=3, minute=0, second=0, microsecond=0)
    if abs(call.timestamp - centre) <= timedelta(hours=1):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
