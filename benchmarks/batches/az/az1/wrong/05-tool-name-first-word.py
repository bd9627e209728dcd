# Breaks: "for every other tool at any time (the name compared exactly ...)". The name is
# cut at the first whitespace to drop anything the model appended: a tool named
# "create_case_file now" (or "create_case_file\tv2") at 02:30 is denied instead of allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    words = call.tool_name.split()
    if not words or words[0] != "create_case_file":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny("no new case files during the 02:00-04:00 UTC deploy", "Retry after 04:00 UTC.")
    return None
