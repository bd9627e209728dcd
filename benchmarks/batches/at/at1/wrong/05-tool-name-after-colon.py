# Breaks: "it allows every other tool and time ... (the name compared exactly ...)". Server-qualified
# names are cut at the last colon, so "desk:create_case_file" at 02:30 UTC is denied instead of allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    tool = call.tool_name.rpartition(":")[2]  # "server:tool" -> "tool"
    if tool == "create_case_file" and time(2, 0) <= call.timestamp.time() < time(4, 0):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
