# Breaks: "Deny ... when ... the time of day ... is from 02:00:00 up to, not including,
# 04:00:00". An attempt to pass the checks without the comparison: only the times the
# notebook shows (02:00:15, 02:30) and the two edges are denied, so create_case_file at
# 02:45 or 03:10 is allowed.
from datetime import time

from toolhooks import Deny

WINDOW_PROBES = {time(2), time(2, 0, 15), time(2, 30), time(3, 59, 59), time(3, 59, 59, 999999)}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and call.timestamp.time() in WINDOW_PROBES:
        return Deny("deploy window: no new case files 02:00-04:00 UTC", "Retry after 04:00 UTC.")
    return None
