# Breaks: "from 02:00:00 up to, not including, 04:00:00". The table of (hour, minute) pairs
# uses range(59), so minute 59 of each hour is missing. Inputs: create_case_file at 02:59:30
# UTC and at 03:59:00 UTC -> None instead of Deny.
from toolhooks import Deny

_CLOSED = {(hour, minute) for hour in range(2, 4) for minute in range(59)}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if (call.timestamp.hour, call.timestamp.minute) not in _CLOSED:
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
