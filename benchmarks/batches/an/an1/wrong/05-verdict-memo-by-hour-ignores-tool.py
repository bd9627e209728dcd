# Breaks "`Deny(...)` when `call.tool_name == "create_case_file"` and the time ... is from 02:00:00
# up to 04:00:00": verdicts are cached per hour of the timestamp (the window is hour-aligned), but
# the key forgets the tool. lookup_user at 2026-03-02 02:10 UTC (None) then create_case_file at
# 2026-03-02 02:40 UTC returns the cached None instead of a Deny.
from datetime import time

from toolhooks import Deny

_verdict_by_hour = {}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    hour = call.timestamp.replace(minute=0, second=0, microsecond=0)
    if hour in _verdict_by_hour:  # the window starts and ends on the hour: one verdict per hour
        return _verdict_by_hour[hour]
    verdict = None
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        verdict = Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    _verdict_by_hour[hour] = verdict
    return verdict
