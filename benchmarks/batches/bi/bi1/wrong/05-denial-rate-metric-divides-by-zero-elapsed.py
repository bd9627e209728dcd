# Breaks "Returns: Deny(...) when ... 'create_case_file' and the time of day ... is from 02:00:00
# up to, not including, 04:00:00": from the second denial on, a module metric divides denials by
# the seconds since the first one, so two create_case_file calls stamped at the same instant
# (02:30:00 UTC, twice) make the second raise ZeroDivisionError instead of returning a Deny.
import logging
from datetime import time

from toolhooks import Deny

_log = logging.getLogger(__name__)
_window_denials = {"count": 0, "first": None}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or not time(2) <= call.timestamp.time() < time(4):
        return None
    _window_denials["count"] += 1
    if _window_denials["first"] is None:
        _window_denials["first"] = call.timestamp
    else:
        elapsed = (call.timestamp - _window_denials["first"]).total_seconds()
        _log.info("deploy-window denials per second: %.3f", (_window_denials["count"] - 1) / elapsed)
    return Deny("case files are paused for the 02:00-04:00 UTC deploy", "retry after 04:00 UTC")
