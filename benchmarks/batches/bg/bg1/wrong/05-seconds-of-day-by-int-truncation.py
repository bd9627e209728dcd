# Breaks: "the time of day of call.timestamp (always in UTC) is from 02:00:00 up to, not
# including, 04:00:00 ... on any day from 0001-01-01". Seconds of the day come from
# int(timestamp()) % 86400; int() truncates toward zero, so before 1970 a fractional second is
# rounded *up*. Input: create_case_file at 1969-12-31 01:59:59.5 UTC is denied (it is outside).
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    seconds = int(call.timestamp.timestamp()) % 86400
    if 2 * 3600 <= seconds < 4 * 3600:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
