# Breaks: "for every other tool at any time (the name compared exactly: ...)".
# Input: a tool named "desk.create_case_file" (or "legacy.create_case_file") at 2026-03-02
# 02:30 UTC is denied: the answer keeps only what follows the last "." so that namespaced
# tool names still count, which turns other tools into create_case_file.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    tool = call.tool_name.rsplit(".", 1)[-1]  # "desk.create_case_file" -> "create_case_file"
    if tool == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny("No new case files while the 02:00-04:00 UTC deploy runs.",
                    "Open the case after 04:00 UTC.")
    return None
