# WRONG. Breaks: "Returns: Deny(reason, alternative) (an alternative that is not blank)". The
# alternative says how many whole minutes are left and is dropped when that is 0: a
# create_case_file at 03:59:30 UTC gets Deny(reason, None).
from datetime import datetime, time, timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    now = call.timestamp
    if call.tool_name != "create_case_file" or not time(2) <= now.time() < time(4):
        return None
    left = datetime.combine(now.date(), time(4), tzinfo=timezone.utc) - now
    minutes = int(left.total_seconds() // 60)
    alternative = f"tell the customer to try again in {minutes} minutes." if minutes else None
    return Deny("new case files are paused during the 02:00-04:00 UTC deploy window.", alternative)
