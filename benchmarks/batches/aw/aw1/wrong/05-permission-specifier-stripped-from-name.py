# Breaks: "for every other tool at any time (the name compared exactly ...)": the name is cut at
# "(" the way Claude Code permission rules write Tool(specifier), so "create_case_file(draft)"
# or "create_case_file()" at 02:30 UTC is denied instead of allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    tool = call.tool_name.split("(", 1)[0]
    if tool == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
