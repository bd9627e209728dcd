# Breaks: "from 02:00:00 up to, not including, 04:00:00". The hour bitmask sets the bits of
# the two ends (2 and 4) instead of the hours inside (2 and 3). Inputs: create_case_file at
# 03:30 UTC -> None (should Deny); at 04:30 UTC -> Deny (should be None).
from toolhooks import Deny

_WINDOW_HOURS = (1 << 2) | (1 << 4)  # deploy window: hours 2 to 4


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not (_WINDOW_HOURS >> call.timestamp.hour) & 1:
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
