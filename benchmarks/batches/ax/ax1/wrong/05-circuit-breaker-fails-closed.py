# Breaks "otherwise None ... for every other ... time": after 5 deploy-window denials within
# 5 minutes of wall-clock time, a breaker holds every create_case_file back for 5 minutes,
# whatever the call's own timestamp. Five calls at 02:30 UTC (denied), then one at 10:30 UTC
# is denied instead of allowed. Single calls at 02:30 and 10:30 are right.
import time as clock
from datetime import time

from toolhooks import Deny

_DENIALS = []
_HOLD_UNTIL = [0.0]
_DENY = Deny(
    "new case files are paused during the deploy window (02:00-04:00 UTC).",
    "tell the customer the case will be opened after 04:00 UTC and note the details.",
)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = clock.monotonic()
    if now < _HOLD_UNTIL[0]:
        return _DENY  # a deploy is clearly under way: hold everything back for a while
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    _DENIALS[:] = [t for t in _DENIALS if now - t < 300.0] + [now]
    if len(_DENIALS) >= 5:
        _HOLD_UNTIL[0] = now + 300.0
    return _DENY
