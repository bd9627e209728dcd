# Right: call.timestamp is already UTC, and the window [02:00:00, 04:00:00) is exactly the hours
# 2 and 3, i.e. the two-hour block number hour // 2 == 1 (minutes and microseconds cannot move
# an instant across an hour boundary). Only the exact name "create_case_file" is denied, with a
# non-blank alternative; nothing from input or attributes is read; otherwise None, any year.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and call.timestamp.hour // 2 == 1:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
