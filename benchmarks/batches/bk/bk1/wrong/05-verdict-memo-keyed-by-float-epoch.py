# Breaks "the boundaries are tested to the microsecond ... on any day from 0001-01-01 to
# 9999-12-31" (and "comes from its own arguments alone"): verdicts are memoised under
# (tool, timestamp.timestamp()), a float too coarse for microseconds far from 1970, so two
# calls a microsecond apart share a verdict. Input: create_case_file at
# 9999-12-30 02:00:00 UTC (Deny), then at 9999-12-30 01:59:59.999999 UTC: Deny, expected None.
import threading
from datetime import time

from toolhooks import Deny

_lock = threading.Lock()
_recent: dict[tuple[str, float], bool] = {}  # retries of one call arrive in bursts


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    key = (call.tool_name, call.timestamp.timestamp())
    with _lock:
        if key not in _recent:
            if len(_recent) > 10_000:
                _recent.clear()
            _recent[key] = time(2) <= call.timestamp.time() < time(4)
        in_window = _recent[key]
    if not in_window:
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
