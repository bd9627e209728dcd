# Breaks "Deny(...) when call.tool_name == 'create_case_file' and the time of day of
# call.timestamp ... ; otherwise None" under parallel tool use: the call's time is parked in a
# module dict and read back after a log line, so a 10:30 UTC create_case_file judged at the same
# moment as a 02:30 UTC one on another thread can be denied (or the 02:30 one allowed).
import logging
from datetime import time

from toolhooks import Deny

_log = logging.getLogger(__name__)
_now = {"at": None}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    _now["at"] = call.timestamp.time()
    _log.debug("deploy window check at %s", _now["at"])
    if time(2) <= _now["at"] < time(4):
        return Deny("the deploy window (02:00-04:00 UTC) is on", "open the case after 04:00 UTC")
    return None
