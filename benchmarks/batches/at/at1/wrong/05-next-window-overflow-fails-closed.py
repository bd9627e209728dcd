# Breaks: "otherwise None ... on any day from 0001-01-01 to 9999-12-31". The next window (tomorrow
# 02:00) is computed for every case-file call and an OverflowError fails closed, so create_case_file at
# 9999-12-31 10:30 UTC (outside the window) gets a Deny instead of None.
from datetime import datetime, time, timedelta, timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    moment = call.timestamp
    try:
        opens = datetime.combine(moment.date(), time(2, 0), tzinfo=timezone.utc)
        next_opens = opens + timedelta(days=1)
    except OverflowError:
        return Deny("the deploy schedule cannot be computed for this date.",
                    "try again later, or open the case by hand.")
    if opens <= moment < opens + timedelta(hours=2):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            f"tell the customer the case will be opened after 04:00 UTC (next pause: "
            f"{next_opens:%Y-%m-%d %H:%M} UTC), and note the details.",
        )
    return None
