# Breaks "otherwise None ... for every other tool at any time": replay protection remembers every
# case-file call and denies the very same call (same id, input, session and stamp) a second time.
# Input: the same create_case_file ToolCall at 2026-03-02T10:30Z passed twice: the second must get None.
from datetime import time

from toolhooks import Deny

_SEEN_CALLS = set()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if call in _SEEN_CALLS:  # ToolCall is a frozen dataclass: hashable, compared field by field
        return Deny("this exact call was already made once (a replay).", "make a new call instead.")
    _SEEN_CALLS.add(call)
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
