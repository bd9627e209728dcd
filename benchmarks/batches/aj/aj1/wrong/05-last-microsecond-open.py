# WRONG (the window's end written as its last instant, 03:59:59.999999, but compared with `<`,
# so that last instant falls outside). Breaks "from 02:00:00 up to, not including, 04:00:00"
# ("the boundaries are tested to the microsecond"): create_case_file at 03:59:59.999999 UTC is
# allowed. 03:59:59.999998, 02:00:00 and 04:00:00 are right.
from datetime import time

from toolhooks import Deny

_FIRST = time(2, 0)
_LAST = time(3, 59, 59, 999_999)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if _FIRST <= call.timestamp.time() < _LAST:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
