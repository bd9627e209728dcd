# Breaks: "otherwise None ... for every other tool at any time (the name compared exactly ...)".
# Input: tool "bulk_create_case_file" (or "mcp__desk__create_case_file") at 02:30 UTC is denied
# instead of allowed: endswith() also matches any name that ends like the tool.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not call.tool_name.endswith("create_case_file"):
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "no new case files during the 02:00-04:00 UTC deploy window.",
            "take the details now and open the case file after 04:00 UTC.",
        )
    return None
