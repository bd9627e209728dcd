# Breaks: "Deny(...) when call.tool_name == "create_case_file" and the time of day ... is from
# 02:00:00 up to ... 04:00:00". Allowed calls are remembered by call.timestamp alone ("a retried
# call that was let through stays let through"): lookup_user stamped 2026-03-02 02:30 UTC is
# allowed and remembered, then create_case_file stamped at the same instant is allowed too.
from datetime import time

from toolhooks import Deny

_allowed_at = set()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.timestamp in _allowed_at:
        return None
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "Case files cannot be opened during the 02:00-04:00 UTC deploy window.",
            "Open the case file after 04:00 UTC.",
        )
    _allowed_at.add(call.timestamp)
    return None
