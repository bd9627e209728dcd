# Breaks "otherwise None ... for every other tool at any time" under concurrent calls: when the
# module lock is busy the hook "fails closed" with a Deny, so a lookup_user (or a create_case_file
# at 10:30 UTC) judged while another call holds the lock is denied.
import logging
import threading
from datetime import time

from toolhooks import Deny

_log = logging.getLogger(__name__)
_lock = threading.Lock()
_seen = {"calls": 0}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not _lock.acquire(blocking=False):
        return Deny("the deploy-window check is busy", "retry the call in a moment")
    try:
        _seen["calls"] += 1
        _log.debug("deploy window check #%d for %s", _seen["calls"], call.tool_name)
        if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
            return Deny("no new case files during the 02:00-04:00 UTC deploy window",
                        "open the case after 04:00 UTC")
        return None
    finally:
        _lock.release()
