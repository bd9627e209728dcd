# Breaks "when call.tool_name == "create_case_file" ... (the name compared exactly ...)": a
# Claude Code habit reads tool_name from the payload, here call.input, before call.tool_name,
# so at 02:30 UTC lookup_user {"tool_name": "create_case_file"} is denied and
# create_case_file {"tool_name": "create_case_file_draft"} is allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    name = call.input.get("tool_name", call.tool_name)
    if name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
