# Breaks: "the time of day of call.timestamp ... from 02:00:00 up to, not including, 04:00:00"
# (boundaries to the microsecond). Input: create_case_file at 2026-03-02 01:59:59.999999 UTC
# raises ValueError: isoformat() writes ".999999" only when microseconds are non-zero, and the
# answer reparses it with a whole-second strptime format.
from datetime import datetime, time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    stamp = datetime.strptime(call.timestamp.isoformat(), "%Y-%m-%dT%H:%M:%S%z")
    if time(2) <= stamp.time() < time(4):
        return Deny("New case files wait out the 02:00-04:00 UTC deploy window.",
                    "Retry after 04:00 UTC.")
    return None
