# Breaks "Deny(...) when ...; otherwise None" past a rate limit: more than 100 calls within one
# second raise RuntimeError. Calling the hook 101 times in a loop on create_case_file at 10:30
# UTC: the 101st call raises instead of returning None (a grader testing the boundaries to the
# microsecond makes that many calls quickly).
import time as clock
from collections import deque
from datetime import time

from toolhooks import Deny

_CALLS = deque()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    now = clock.monotonic()
    while _CALLS and now - _CALLS[0] > 1.0:
        _CALLS.popleft()
    if len(_CALLS) >= 100:
        raise RuntimeError("deploy_window_hook: rate limit exceeded (100 calls/s)")
    _CALLS.append(now)
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
