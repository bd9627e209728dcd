# Breaks "`Deny(...)` when `call.tool_name == "create_case_file"` and the time of day of
# `call.timestamp` is from 02:00:00 up to, not including, 04:00:00; otherwise `None`": the verdict is
# cached per tool_use_id. create_case_file "toolu_01" at 10:30 UTC is allowed, then another
# create_case_file "toolu_01" at 02:30 UTC gets the cached None instead of a Deny.
from datetime import time

from toolhooks import Deny

_answered = {}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_use_id in _answered:  # a retried tool_use: same answer as before
        return _answered[call.tool_use_id]
    verdict = None
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        verdict = Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    _answered[call.tool_use_id] = verdict
    return verdict
