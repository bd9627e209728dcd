# Breaks "Deny(reason, alternative) when ... create_case_file and the time of day ... is from 02:00:00
# up to ... 04:00:00": the alternative names the day with calendar.day_name[ts.isoweekday()], and
# isoweekday() is 1..7 while day_name is indexed 0..6, so on a Sunday (isoweekday 7) the hook raises
# IndexError: create_case_file at 2026-03-08 02:30 UTC gets no Deny. (On other days it names the wrong day.)
import calendar
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    if not time(2) <= ts.time() < time(4):
        return None
    day = calendar.day_name[ts.isoweekday()]
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        f"tell the customer the case will be opened on {day} after 04:00 UTC, and note the details.",
    )
