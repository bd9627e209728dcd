# Breaks: "for every other tool at any time" and "A ... flag there [in call.input] is the model's words and
# changes nothing". Also catches a generic desk tool asked to act as create_case_file: tool "desk" with
# {"action": "create_case_file"} at 02:30 UTC returns a Deny instead of None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    creates_case = call.tool_name == "create_case_file" or call.input.get("action") == "create_case_file"
    if creates_case and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
