# Breaks "A time in call.input (a now, inside the window or not) ... is the model's words and
# changes nothing": the claimed "now" is parsed with datetime.fromisoformat to log it next to
# the trusted time, so create_case_file {"now": "around 3am"} raises ValueError (and
# {"now": 5} TypeError), at any time of day, instead of returning Deny or None.
import logging
from datetime import datetime, time

from toolhooks import Deny

_log = logging.getLogger("hooks.deploy_window")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    claimed = datetime.fromisoformat(call.input["now"]) if "now" in call.input else None
    _log.debug("trusted %s, claimed %s", call.timestamp.isoformat(), claimed)
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
