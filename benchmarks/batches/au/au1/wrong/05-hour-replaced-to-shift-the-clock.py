# Breaks "`Deny(...)` when ... from 02:00:00 up to, not including, 04:00:00; otherwise `None`"
# (Returns, Exercise 5): to put the window at midnight the hour is shifted with
# replace(hour=hour - 2) (no timedelta, "so 0001-01-01 cannot overflow"), invalid before 02:00,
# so create_case_file at 01:59:59.999999 (or 00:30) UTC raises ValueError instead of None.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    shifted = call.timestamp.replace(hour=call.timestamp.hour - 2)
    if shifted.hour < 2:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
