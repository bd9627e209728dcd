# Breaks: "the time of day of `call.timestamp` (always in UTC) is from 02:00:00 up to, not
# including, 04:00:00" -- the hour is read with strftime("%I") (12-hour clock) instead of
# "%H", so 14:00-15:59 looks like 02:00-03:59. Input: create_case_file at 2026-03-02 14:30
# UTC must be allowed; here it is denied.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    hour = int(call.timestamp.strftime("%I"))
    if 2 <= hour < 4:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details; the case can be opened after 04:00 UTC.",
        )
    return None
