# Breaks "A time in call.input (a now, inside the window or not) ... is the model's words and changes
# nothing": an input that tries to state the time is denied as an injection attempt.
# Input: create_case_file at 2026-03-02T10:30Z with {"now": "2026-03-02T10:30:00Z"} must get None; denied.
from datetime import time

from toolhooks import Deny

CLOCK_KEYS = ("now", "time", "timestamp")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if any(key in call.input for key in CLOCK_KEYS):
        return Deny(
            "the input tries to set the time; only the server's clock counts.",
            "retry without a time in the input.",
        )
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
