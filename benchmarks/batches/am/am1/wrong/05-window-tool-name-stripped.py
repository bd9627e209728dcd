# Breaks "(the name compared exactly: create_case_file_draft and create_case are other tools)":
# the name is stripped first, so " create_case_file" and "create_case_file\n" count as the case
# tool. make_call("create_case_file\n", {}, timestamp=03:00 UTC) returns a Deny instead of None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name.strip() != "create_case_file":  # tolerate stray whitespace from the model
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
