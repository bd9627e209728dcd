# Breaks "for every other tool at any time (the name compared exactly ...)": the tool is matched
# with re.match(r"create_case_file$", ...), and $ also matches before a trailing newline, so a
# call to "create_case_file\n" at 02:30 UTC is denied instead of allowed. "create_case_file" at
# 02:30 is denied, at 10:30 allowed, and "create_case_file_draft" allowed (right).
import re
from datetime import time

from toolhooks import Deny

_CASE_TOOL = re.compile(r"create_case_file$")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not _CASE_TOOL.match(call.tool_name):
        return None
    if not time(2, 0) <= call.timestamp.time() < time(4, 0):
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC and note the details.",
    )
