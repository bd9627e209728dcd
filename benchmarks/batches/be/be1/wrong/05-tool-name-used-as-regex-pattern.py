# Breaks: "otherwise `None` ... for every other tool at any time (the name compared exactly)"
# -- re.fullmatch is called with its arguments swapped, so the model's tool name is the
# pattern. Input: tool "create.case.file" (or ".*") at 02:30 UTC is another tool and must be
# allowed; here it is denied.
import re
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not re.fullmatch(call.tool_name, "create_case_file"):
        return None
    if time(2, 0) <= call.timestamp.time() < time(4, 0):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
