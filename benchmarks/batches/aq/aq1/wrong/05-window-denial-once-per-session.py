# Breaks "Deny(reason, alternative) ... when call.tool_name == "create_case_file" and the time of day ... is
# from 02:00:00 up to, not including, 04:00:00": a session is told once and then let through, so a second
# create_case_file at 02:31 UTC in the same session (session_id "s_42") is allowed.
# (Transfer of denial-once-per-session.) The first call of each session is right.
from datetime import time

from toolhooks import Deny

_told = set()  # sessions that already heard about the deploy window


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or not time(2) <= call.timestamp.time() < time(4):
        return None
    if call.context.session_id in _told:
        return None  # the model has been told; do not nag it again
    _told.add(call.context.session_id)
    return Deny(
        "new case files are paused during the 02:00-04:00 UTC deploy window.",
        "tell the customer the case will be opened after 04:00 UTC and note the details.",
    )
