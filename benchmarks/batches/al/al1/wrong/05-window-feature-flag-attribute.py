# Breaks: "a time zone, another window or any other attribute among `call.context.attributes` ... changes
# nothing: the window is fixed, in UTC, for every session". Honours a feature flag: create_case_file at
# 02:30 UTC in a session with attributes={"deploy_window": False} returns None instead of a Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not call.context.attributes.get("deploy_window", True):
        return None  # window switched off for this session
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
