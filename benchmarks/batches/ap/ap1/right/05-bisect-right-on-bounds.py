# Right: bisect_right over (02:00, 04:00) returns 1 exactly for 02:00:00 <= t < 04:00:00 (a
# value equal to 02:00 goes right of it, one equal to 04:00 right of that), t being the call's
# UTC time of day to the microsecond; only create_case_file (exact ==) is denied, with a
# non-blank alternative; input and attributes are never read.
from bisect import bisect_right
from datetime import time, timezone

from toolhooks import Deny

BOUNDS = (time(2, 0), time(4, 0))


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file":
        t = call.timestamp.astimezone(timezone.utc).time()
        if bisect_right(BOUNDS, t) == 1:
            return Deny(
                "new case files are paused during the 02:00-04:00 UTC deploy window.",
                "note what the customer needs and open the case after 04:00 UTC.",
            )
    return None
