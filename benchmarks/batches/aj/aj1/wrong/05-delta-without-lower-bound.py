# WRONG (measures the time since today's 02:00 but only checks the upper end; a negative delta,
# before 02:00, passes too). Breaks "from 02:00:00 up to, not including, 04:00:00" / "allows
# every other ... time": create_case_file at 00:30 or 01:59:59 UTC is denied. From 02:00 on
# (02:00:00 in, 03:59:59.999999 in, 04:00:00 out, 10:30 out) it is right.
from datetime import timedelta

from toolhooks import Deny

_WINDOW = timedelta(hours=2)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    start = call.timestamp.replace(hour=2, minute=0, second=0, microsecond=0)
    if call.timestamp - start < _WINDOW:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
