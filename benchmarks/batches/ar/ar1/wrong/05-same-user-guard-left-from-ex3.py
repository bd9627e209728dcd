# Breaks "Deny(...) when call.tool_name == "create_case_file" and the time of day ... is from
# 02:00:00 up to ... 04:00:00": the skeleton was copied from Exercise 3 and kept its early exit
# for another user's id, so create_case_file {"user_id": "u_999"} at 02:30 UTC in u_004's
# session returns None. Inputs without a user_id (or with the session's own) are judged right.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    own = call.context.user_id
    if call.tool_name != "create_case_file" or call.input.get("user_id", own) != own:
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
