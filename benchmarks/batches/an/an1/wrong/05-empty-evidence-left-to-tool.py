# Breaks "`Deny(...)` when `call.tool_name == "create_case_file"` and the time ... is from 02:00:00
# up to 04:00:00" for a call with an explicitly empty evidence list, left for the tool (Rule A) to
# refuse. create_case_file at 02:30 UTC with {"summary": "credit", "evidence": []} returns None
# instead of a Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if "evidence" in call.input and not call.input["evidence"]:
        return None  # the tool refuses a case without evidence itself (Rule A): nothing to pause
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
