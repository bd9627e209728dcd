# Breaks "otherwise None ... for every other tool at any time": the "retry in two hours" time
# is computed first with replace(hour=hour + 2), which raises ValueError from 22:00 UTC on:
# a get_orders (or a create_case_file outside the window) at 22:30 UTC raises instead of
# returning None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    now = call.timestamp
    retry_at = now.replace(hour=now.hour + 2)
    if call.tool_name == "create_case_file" and time(2) <= now.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            f"note the details and open the case after {retry_at:%H:%M} UTC.",
        )
    return None
