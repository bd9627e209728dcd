# Breaks "the name compared exactly" (create_case_file_draft, create_case are other tools): at
# 02:30 UTC a call named "create_case_file\n", "desk.create_case_file" or "create_case_file(v2)" is
# denied, because the regex only asks for create_case_file between word boundaries.
import re
from datetime import time

from toolhooks import Deny

_CASE_TOOL = re.compile(r"\bcreate_case_file\b")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not _CASE_TOOL.search(call.tool_name):
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
