# Breaks "(the name compared exactly: create_case_file_draft and create_case are other tools)": the tool is
# matched with the glob "create_case*", as a hook matcher might be written, so create_case and
# create_case_file_draft at 02:30 UTC are denied. (Transfer of matcher-written-as-glob.)
# create_case_file itself and other tools are judged right.
from datetime import time
from fnmatch import fnmatchcase

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not fnmatchcase(call.tool_name, "create_case*"):
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
