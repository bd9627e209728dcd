# Breaks: "otherwise None (or an Allow: ALLOW or a new Allow(); never another falsy value)".
# Input: tool "create_case_file" at 10:30 UTC (or any other tool) returns the class Allow
# itself, not ALLOW or an Allow() instance: `return Allow` without the call.
from datetime import time

from toolhooks import Allow, Deny


def deploy_window_hook(call):
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return Allow
