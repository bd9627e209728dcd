# Breaks "Deny(...) when ... the time of day of call.timestamp ... is from 02:00:00 up to, not
# including, 04:00:00": the window is a set of its 120 minutes and the time is cut to the minute
# with .replace(second=0) only, so microseconds survive: create_case_file at 02:30:00.500000
# (or 03:59:59.999999) UTC is not in the set and returns None. Whole seconds are judged right.
from datetime import time

from toolhooks import Deny

_PAUSED_MINUTES = frozenset(time(hour, minute) for hour in (2, 3) for minute in range(60))


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    minute = call.timestamp.time().replace(second=0)
    if minute not in _PAUSED_MINUTES:
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
