# Breaks: "for every other tool at any time (the name compared exactly ...)": a ":tag" is
# dropped as in a container image reference (name:version), so "create_case_file:v2" at
# 02:30 UTC is denied instead of allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    name = call.tool_name.partition(":")[0]
    if name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC; keep the details.",
        )
    return None
