# Breaks: "Deny(reason, alternative) ... when call.tool_name == "create_case_file" and the time of
# day ... is from 02:00:00 up to ... 04:00:00". The alternative rotates by quarter hour
# (minute // 15 is 0..3) over a list of only three, so create_case_file at 02:50 (or 03:45) UTC
# raises IndexError instead of returning a Deny.
from datetime import time

from toolhooks import Deny

ALTERNATIVES = [
    "Note the details and open the case file after 04:00 UTC.",
    "Tell the customer the case will be opened once the deploy ends at 04:00 UTC.",
    "Offer a follow-up after 04:00 UTC, when case files can be created again.",
]


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.time()
    if time(2) <= now < time(4):
        return Deny(
            "New case files are blocked during the 02:00-04:00 UTC deploy window.",
            ALTERNATIVES[now.minute // 15],
        )
    return None
