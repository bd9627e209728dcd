# Breaks: "for every other tool at any time (the name compared exactly: create_case_file_draft
# and create_case are other tools)".
# Input: tool "create_case" (or "create") at 02:30 UTC is denied: the test is
# "create_case_file".startswith(call.tool_name), which any prefix of the name passes.
from datetime import time

from toolhooks import Deny

_WINDOWED = "create_case_file"


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not _WINDOWED.startswith(call.tool_name):
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    return Deny(
        "case files cannot be created during the 02:00-04:00 UTC deploy window.",
        "collect the details and create the case file after 04:00 UTC.",
    )
