# Right: with edges [02:00, 04:00], bisect_right gives 0 before 02:00, 1 from 02:00
# (inclusive: an equal time goes right) up to but not including 04:00, and 2 from 04:00 on;
# an odd index is inside the window. call.timestamp.time() is already the UTC time of day.
# Other tools (exact name) get None.
from bisect import bisect_right
from datetime import time

from toolhooks import Deny

EDGES = [time(2), time(4)]


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and bisect_right(EDGES, call.timestamp.time()) % 2:
        return Deny(
            "Case files cannot be created during the 02:00-04:00 UTC deploy window.",
            "Retry after 04:00 UTC, or tell the customer when the case will be opened.",
        )
    return None
