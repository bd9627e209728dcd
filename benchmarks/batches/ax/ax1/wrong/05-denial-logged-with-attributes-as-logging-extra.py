# Breaks "Deny(...) when ... 02:00:00 up to ... 04:00:00; ... any other attribute among
# call.context.attributes ... changes nothing": refusals are logged with the attributes as
# logging's extra=, which raises KeyError for LogRecord keys. create_case_file at 02:30 UTC with
# attributes={"name": "Acme Ltd"} raises (root logger at default WARNING, not disabled).
import logging
from datetime import time

from toolhooks import Deny

log = logging.getLogger("hooks.deploy_window")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    log.warning("case file held back at %s", call.timestamp.isoformat(), extra=dict(call.context.attributes))
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC and note the details.",
    )
