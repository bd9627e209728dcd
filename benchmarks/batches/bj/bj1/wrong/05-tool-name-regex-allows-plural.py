# Breaks: "for every other tool at any time (the name compared exactly: create_case_file_draft
# and create_case are other tools)". Input: tool "create_case_files" at 02:30 UTC returns a
# Deny: the pattern create_case_files? also matches the plural, another tool.
import re
from datetime import time

from toolhooks import Deny

_CASE_TOOL = re.compile(r"create_case_files?")


def deploy_window_hook(call):
    if _CASE_TOOL.fullmatch(call.tool_name) and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
