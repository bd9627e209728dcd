# Breaks: "from 02:00:00 up to, not including, 04:00:00". A stamp with seconds is rounded up
# to the next whole minute ("count a started minute as the next one"). Inputs:
# create_case_file at 01:59:10 UTC -> Deny (should be None); at 03:59:10 -> None (should Deny).
from datetime import date, datetime, time, timedelta

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.time()
    if now.second or now.microsecond:
        later = datetime.combine(date.min, now) + timedelta(minutes=1)
        now = later.replace(second=0, microsecond=0).time()
    if not time(2, 0) <= now < time(4, 0):
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
