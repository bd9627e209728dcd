# Breaks: "the time of day of call.timestamp ... is from 02:00:00 up to, not including,
# 04:00:00" ("tested to the microsecond"). Seconds of the day add microsecond / 1000
# (milliseconds) instead of / 1_000_000: create_case_file at 03:59:00.500000 counts as
# 14840 s and is allowed; at 01:59:59.500000 (7699 s) it is denied.
from datetime import time

from toolhooks import Deny

START, END = 2 * 3600, 4 * 3600


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    t = call.timestamp.time()
    seconds = t.hour * 3600 + t.minute * 60 + t.second + t.microsecond / 1000
    if START <= seconds < END:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window",
            "Tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
