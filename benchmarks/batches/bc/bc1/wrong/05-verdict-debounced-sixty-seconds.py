# Breaks "Deny ... when ... call.timestamp ... is from 02:00:00 ...": a call of the same tool
# within 60 s of the previous one reuses its verdict (a "debounce" for bursts), so
# create_case_file at 01:59:30 UTC (None) then at 02:00:15 UTC, the notebook's stepping-clock
# pair, gets None for the second call instead of a Deny. Isolated calls are judged right.
from datetime import time, timedelta, timezone

from toolhooks import Deny

_last = {}  # tool name -> (timestamp, verdict)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    previous = _last.get(call.tool_name)
    if previous and abs(call.timestamp - previous[0]) < timedelta(seconds=60):
        return previous[1]
    verdict = None
    t = call.timestamp.astimezone(timezone.utc).time()
    if call.tool_name == "create_case_file" and time(2) <= t < time(4):
        verdict = Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    _last[call.tool_name] = (call.timestamp, verdict)
    return verdict
