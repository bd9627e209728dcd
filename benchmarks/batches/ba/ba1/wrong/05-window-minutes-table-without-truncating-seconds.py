# Breaks: "Deny ... when ... the time of day of call.timestamp ... is from 02:00:00 up to, not
# including, 04:00:00". The window is a precomputed set of whole minutes, and the call's time
# is looked up with its seconds. Input: create_case_file stamped 2026-03-02 02:00:15 UTC (the
# notebook's second stepping-clock call) -> None instead of Deny.
from datetime import time

from toolhooks import Deny

_WINDOW_MINUTES = frozenset(time(h, m) for h in (2, 3) for m in range(60))  # built once


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if call.timestamp.time() not in _WINDOW_MINUTES:
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
