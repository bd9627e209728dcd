# Breaks "otherwise None ... for every other tool at any time": the time of day is rebuilt as
# time(h, m, round(s + us / 1e6)), and a second of 59 with half a second or more rounds to 60, which
# time() refuses (ValueError), so create_case_file at 10:15:59.600000 UTC raises instead of returning
# None (and 03:12:59.7 raises instead of denying).
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    at = time(ts.hour, ts.minute, round(ts.second + ts.microsecond / 1_000_000))
    if time(2) <= at < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
