# Breaks "otherwise None ..., on any day from 0001-01-01 to 9999-12-31": every call is logged in the
# support desk's local time (UTC+9), and converting the last hours of 9999-12-31 overflows.
# Input: lookup_user (or create_case_file) at 9999-12-31T20:00Z must get None; raises OverflowError.
import logging
from datetime import time, timedelta, timezone

from toolhooks import Deny

_log = logging.getLogger("hooks.deploy_window")
DESK_TZ = timezone(timedelta(hours=9), "JST")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    desk_time = call.timestamp.astimezone(DESK_TZ)
    _log.debug("%s at %s desk time", call.tool_name, desk_time.isoformat())
    if call.tool_name != "create_case_file":
        return None
    if time(2, 0) <= call.timestamp.time() < time(4, 0):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
