# Breaks: "otherwise None (...) for every other tool at any time": the name is read as
# verb_object with `verb, obj = name.split("_", 1)`, which raises ValueError for a name with no
# underscore, so a call to "search" or "create-case-file" raises instead of returning None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    verb, obj = call.tool_name.split("_", 1)
    if (verb, obj) != ("create", "case_file"):
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC; keep the details.",
        )
    return None
