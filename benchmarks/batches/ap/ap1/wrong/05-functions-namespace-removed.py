# Breaks "for every other tool at any time (the name compared exactly ...)": an OpenAI-style
# "functions." prefix is removed before comparing, so "functions.create_case_file" at
# 02:30 UTC is denied instead of allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name.removeprefix("functions.") != "create_case_file":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
