# Breaks "... changes nothing ...: the window is fixed, in UTC, for every session": sessions whose id starts
# with "test" are exempt, so create_case_file at 02:30 UTC from HookContext("u_004", "free", "test_42")
# is allowed. (Transfer of qa_sessions.)
# Every other session is judged right.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.context.session_id.startswith("test"):
        return None  # test sessions write to the staging desk, which the deploy does not touch
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
