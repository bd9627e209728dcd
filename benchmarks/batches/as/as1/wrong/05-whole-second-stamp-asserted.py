# Breaks "the time of day of call.timestamp ... from 02:00:00 up to, not including, 04:00:00" (tested
# "to the microsecond"): an invariant asserts the trusted clock stamps whole seconds.
# Input: create_case_file at 2026-03-02T10:00:00.500000Z must get None; this raises AssertionError.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    stamp = call.timestamp
    assert stamp.microsecond == 0, "the server stamps calls to the whole second"
    if call.tool_name == "create_case_file" and time(2) <= stamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
