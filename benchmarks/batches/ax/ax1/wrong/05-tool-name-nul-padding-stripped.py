# Breaks "for every other tool at any time (the name compared exactly ...)": trailing NUL
# padding is stripped from the tool name first (a C-string habit), so "create_case_file\x00" at
# 02:30 UTC is denied instead of allowed. "create_case_file" at 02:30 is denied and at 10:30
# allowed; "create_case_file_draft" and "create_case_file\n" are allowed (right).
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name.rstrip("\x00") != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC and note the details.",
    )
