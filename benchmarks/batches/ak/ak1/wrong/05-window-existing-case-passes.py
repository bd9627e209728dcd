# WRONG. Breaks: "Deny ... when call.tool_name == "create_case_file" and the time of day ... is
# from 02:00:00 up to ... 04:00:00". Reading Rule C's "no *new* cases", a call whose input names
# a case_id is taken for an existing case: create_case_file with {"case_id": "case_001", ...}
# at 02:30 UTC returns None instead of a Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or call.input.get("case_id"):
        return None  # an existing case, not a new one
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
