# Breaks: "otherwise None ... for every other tool at any time" after a boundary call. A busy lock means
# "deny" (fail closed), and the early return that counts calls landing exactly on 04:00:00 never
# releases it: after create_case_file at 04:00:00.000000 UTC (rightly allowed), create_case_file at
# 10:30 UTC and lookup_user at any time get a Deny instead of None.
import threading
from collections import Counter
from datetime import time

from toolhooks import Deny

_lock = threading.Lock()
_edge_calls = Counter()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not _lock.acquire(timeout=0.05):
        return Deny("the deploy-window check is busy.", "try the call again in a moment.")
    if call.tool_name != "create_case_file":
        _lock.release()
        return None
    of_day = call.timestamp.time()
    if of_day == time(4, 0):
        _edge_calls[call.timestamp.date()] += 1  # the window has just closed: worth counting
        return None
    _lock.release()
    if time(2, 0) <= of_day < time(4, 0):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
