# Breaks "Deny(...) when call.tool_name == "create_case_file" and the time of day ... is from
# 02:00:00 up to ... 04:00:00": a circuit breaker assumes the clock is broken after 50 denials
# in a process and lets calls through, so the 51st create_case_file at 02:30 UTC returns None.
# The first fifty are denied, and times outside the window are allowed, correctly.
from datetime import time

from toolhooks import Deny

BREAKER_LIMIT = 50
_denials = 0


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    global _denials
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    if _denials >= BREAKER_LIMIT:
        return None  # open circuit: so many denials means the clock is wrong, fail open
    _denials += 1
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
