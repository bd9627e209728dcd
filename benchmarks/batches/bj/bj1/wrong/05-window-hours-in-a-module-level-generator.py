# Breaks: "It allows every other tool and time" / denies in the window, on every call, not just
# the first ones. Input: a call at 10:30 UTC, then tool "create_case_file" at 02:30 UTC: the
# second returns None. `hour in generator` consumes it, and the first call used it all up.
# In a fresh process, one call inside the window is right, and so is one outside it after.
from datetime import time

from toolhooks import Deny

_WINDOW_HOURS = (hour for hour in range(24) if time(2) <= time(hour) < time(4))


def deploy_window_hook(call):
    if call.tool_name == "create_case_file" and call.timestamp.hour in _WINDOW_HOURS:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
