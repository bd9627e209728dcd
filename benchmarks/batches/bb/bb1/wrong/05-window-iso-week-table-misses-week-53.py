# Breaks "Deny(reason, alternative) when ... from 02:00:00 up to ... 04:00:00 ... on any day":
# the alternative points at that ISO week's release notes, picked from a table of 52 weeks, so
# a create_case_file at 02:30 UTC in an ISO week 53 (e.g. 2026-12-31, 2020-12-31) raises
# IndexError instead of denying.
from datetime import time

from toolhooks import Deny

_RELEASE_NOTES = [f"https://desk.example/releases/week-{week:02d}" for week in range(1, 53)]


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or not time(2) <= call.timestamp.time() < time(4):
        return None
    notes = _RELEASE_NOTES[call.timestamp.isocalendar().week - 1]
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        f"tell the customer the case will be opened after 04:00 UTC (see {notes}).",
    )
