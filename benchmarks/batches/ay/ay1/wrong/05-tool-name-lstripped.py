# Breaks: "for every other tool at any time (the name compared exactly ...)". Leading whitespace
# is trimmed off the tool name (lstrip), so a call to " create_case_file" at 02:30 UTC is denied
# instead of allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name.lstrip() != "create_case_file":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "Case files are frozen during the nightly deploy (02:00-04:00 UTC).",
            "Collect the details now and create the case file after 04:00 UTC.",
        )
    return None
