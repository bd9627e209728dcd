# Breaks: "for every other tool at any time (the name compared exactly ...)": the paused tools
# are matched with fnmatchcase(rule, call.tool_name), the arguments swapped, so the model's
# name is the pattern: "*", "create_*" or "create_case_fil?" at 02:30 UTC is denied.
from datetime import time
from fnmatch import fnmatchcase

from toolhooks import Deny

PAUSED_TOOLS = ("create_case_file",)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not any(fnmatchcase(rule, call.tool_name) for rule in PAUSED_TOOLS):
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
