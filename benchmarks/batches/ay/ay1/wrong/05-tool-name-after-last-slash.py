# Breaks: "for every other tool at any time (the name compared exactly ...)". Path-style
# namespaces are cut off (everything after the last "/"), so "desk/create_case_file" at
# 02:30 UTC is denied instead of allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    tool = call.tool_name.rsplit("/", 1)[-1]
    if tool == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "The deploy window (02:00-04:00 UTC) blocks new case files.",
            "Create the case file once the window closes at 04:00 UTC.",
        )
    return None
