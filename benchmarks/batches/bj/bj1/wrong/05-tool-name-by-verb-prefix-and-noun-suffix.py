# Breaks: "for every other tool at any time (the name compared exactly ...)". Input: tool
# "create_upload_file" at 02:30 UTC returns a Deny: any name starting "create_" and ending
# "_file" counts; the near-misses the text names (create_case_file_draft, create_case) are
# still allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    name = call.tool_name
    is_case_tool = name.startswith("create_") and name.endswith("_file")
    if is_case_tool and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
