# WRONG. Breaks: "Deny ... when call.tool_name == "create_case_file" and the time of day ... is
# from 02:00:00 up to ... 04:00:00" (the input's words change nothing). An input marked urgent
# is let through: create_case_file with {"priority": "urgent"} at 02:30 UTC returns None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if str(call.input.get("priority", "")).lower() == "urgent":
        return None  # an urgent case cannot wait for the deploy
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
