# Breaks: "Deny ... when call.tool_name == 'create_case_file' and the time of day ... is
# from 02:00:00 up to, not including, 04:00:00 ... on any day". The alternative mentions
# tomorrow's window via ts.replace(day=ts.day + 1), inside a try that allows on any error
# ("never block on a message"): create_case_file at 2026-03-31 02:30 UTC gets None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    if not time(2) <= ts.time() < time(4):
        return None
    try:
        tomorrow = ts.replace(day=ts.day + 1, hour=2, minute=0, second=0, microsecond=0)
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window",
            f"Retry after 04:00 UTC; the next window opens {tomorrow:%Y-%m-%d %H:%M} UTC.",
        )
    except Exception:
        return None  # a message problem must not block the customer
