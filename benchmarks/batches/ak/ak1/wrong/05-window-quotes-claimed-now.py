# WRONG. Breaks: "A time in call.input (a now, inside the window or not) ... is the model's words
# and changes nothing". To log the model's claimed clock it parses "now" with
# datetime.fromisoformat: create_case_file with {"now": "02:30"} or {"now": "right now"} raises
# ValueError (at 10:30 UTC: should be None; at 02:30: should Deny).
import logging
from datetime import datetime, time

from toolhooks import Deny

log = logging.getLogger(__name__)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if "now" in call.input:  # note how far off the model's clock is; never use it
        claimed = datetime.fromisoformat(call.input["now"])
        log.info("model claimed %s, server time is %s", claimed, call.timestamp)
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
