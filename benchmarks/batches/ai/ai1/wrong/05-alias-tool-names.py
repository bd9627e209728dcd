# Breaks "for every other tool at any time (the name compared exactly: create_case_file_draft
# and create_case are other tools)": "create_case" is treated as an alias of the same tool.
# create_case at 02:30 UTC gets a Deny instead of None.
from datetime import time

from toolhooks import Deny

CASE_TOOLS = {"create_case_file", "create_case"}  # both spellings the model uses


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name in CASE_TOOLS and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
