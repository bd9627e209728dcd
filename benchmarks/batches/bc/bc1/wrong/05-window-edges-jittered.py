# Breaks "from 02:00:00 up to, not including, 04:00:00 ... the boundaries are tested to the
# microsecond": the call time is shifted by a random jitter of up to +-60 s ("so sessions do not
# all resume at once"), so create_case_file at 02:00:30 UTC gets None about a quarter of the
# time, and at 01:59:30 a Deny about as often. Times away from the edges are judged right.
import random
from datetime import time, timedelta, timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    jitter = timedelta(seconds=random.uniform(-60, 60))
    t = (call.timestamp.astimezone(timezone.utc) + jitter).time()
    if time(2) <= t < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
