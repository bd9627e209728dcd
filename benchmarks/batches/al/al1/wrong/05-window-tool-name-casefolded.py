# Breaks: "for every other tool at any time (the name compared exactly ...)".
# Compares the tool name case-insensitively: Create_Case_File (or CREATE_CASE_FILE) at 02:30 UTC
# returns a Deny instead of None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name.casefold() != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    return Deny(
        "case files cannot be created during the deploy window (02:00-04:00 UTC).",
        "collect the details now and create the case after 04:00 UTC.",
    )
