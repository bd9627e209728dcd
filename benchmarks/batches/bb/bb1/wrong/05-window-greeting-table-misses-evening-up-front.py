# Breaks "otherwise None ... for every other tool at any time": a greeting for the messages is
# picked first by `hour // 6` from a table of three (night, morning, afternoon), so from 18:00
# UTC on the index is 3: a lookup_user (or create_case_file) at 19:00 UTC raises IndexError
# instead of returning None.
from datetime import time

from toolhooks import Deny

_GREETINGS = ("Good night", "Good morning", "Good afternoon")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    greeting = _GREETINGS[call.timestamp.hour // 6]
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            f"{greeting}! Tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
