# Breaks "a dry_run flag there, is the model's words and changes nothing": the flag's type is
# validated strictly, so a non-boolean dry_run raises instead of being ignored.
# Input: create_case_file at 10:30Z with {"dry_run": "yes"} must get None; this raises TypeError.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not isinstance(call.input.get("dry_run", False), bool):
        raise TypeError("dry_run must be true or false")
    if call.tool_name != "create_case_file":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC), dry run or not.",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
