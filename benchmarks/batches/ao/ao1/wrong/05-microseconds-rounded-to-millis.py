# Breaks "otherwise None ... for every other tool at any time" and the Deny inside the window: the time
# is rounded to milliseconds with replace(microsecond=round(ts.microsecond, -3)), and a microsecond of
# 999500 or more rounds to 1000000, which replace() refuses (ValueError), so create_case_file at
# 10:15:30.999700 UTC (or 02:30:00.999900) raises instead of answering.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    at = ts.replace(microsecond=round(ts.microsecond, -3)).time()  # the log keeps milliseconds
    if time(2) <= at < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
