# Breaks: "(the name compared exactly: create_case_file_draft and create_case are other tools)".
# The tool is matched with str.startswith, so create_case_file_draft at 02:30 UTC is denied.
# (create_case is still allowed.)
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not call.tool_name.startswith("create_case_file"):
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "Creating case files is paused for the 02:00-04:00 UTC deploy window.",
            "Offer to open the case after 04:00 UTC.",
        )
    return None
