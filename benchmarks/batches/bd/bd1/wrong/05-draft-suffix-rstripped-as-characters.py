# Breaks "otherwise None ... for every other tool at any time (the name compared exactly:
# create_case_file_draft and create_case are other tools)": at 02:30 UTC a call named
# "create_case_file_draft" (or "create_case_filed") is denied: str.rstrip("_draft") strips any of
# those characters from the right, not the suffix, and leaves "create_case_file".
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    name = call.tool_name.rstrip("_draft")  # a draft of a case file is still a case file
    if name != "create_case_file":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
