# Breaks "Deny ... when ... 02:00:00 up to ... 04:00:00; otherwise None" across calls: verdicts
# are memoised under (tool, id(call.timestamp)), and a freed datetime's address is reused, so
# make_call("create_case_file", timestamp=<02:30 UTC>) (Deny), dropped, then the same tool at a
# fresh <10:30 UTC> datetime gets the cached Deny (or the reverse).
from datetime import time, timezone

from toolhooks import Deny

_verdicts = {}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    key = (call.tool_name, id(call.timestamp))  # datetimes are immutable
    if key not in _verdicts:
        t = call.timestamp.astimezone(timezone.utc).time()
        if call.tool_name == "create_case_file" and time(2) <= t < time(4):
            _verdicts[key] = Deny(
                "new case files are paused during the deploy window (02:00-04:00 UTC).",
                "tell the customer the case will be opened after 04:00 UTC and note the details.",
            )
        else:
            _verdicts[key] = None
    return _verdicts[key]
