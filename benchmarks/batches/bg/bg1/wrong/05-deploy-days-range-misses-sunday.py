# Breaks: "the window is fixed, in UTC, for every session" on "any day" - it runs every day.
# The days it runs on are written range(1, 7) against isoweekday() (1..7), which leaves out
# Sunday. Input: create_case_file at 2026-03-01 (a Sunday) 02:30 UTC returns None.
from datetime import time

from toolhooks import Deny

DEPLOY_DAYS = range(1, 7)  # every day of the week (isoweekday)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    if ts.isoweekday() in DEPLOY_DAYS and time(2) <= ts.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
