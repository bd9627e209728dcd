# Breaks: "the time of day of call.timestamp ... is from 02:00:00 up to, not including,
# 04:00:00" and "on any day from 0001-01-01". Five seconds are taken off the stamp to
# forgive clock skew: create_case_file at 02:00:03 is allowed, at 04:00:03 denied, and at
# 0001-01-01 00:00:02 the subtraction raises OverflowError instead of allowing.
from datetime import time, timedelta

from toolhooks import Deny

SKEW = timedelta(seconds=5)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    t = (call.timestamp - SKEW).time()  # give the server clock the benefit of the doubt
    if time(2) <= t < time(4):
        return Deny("the 02:00-04:00 UTC deploy window is on", "Open the case after 04:00 UTC.")
    return None
