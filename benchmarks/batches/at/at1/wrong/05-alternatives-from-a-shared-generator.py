# Breaks: "Deny(reason, alternative) (an alternative that is not blank)". The alternatives (one per
# quarter hour of the window) come from one module-level generator read with next(..., None) instead of
# being indexed: in a fresh module the ninth create_case_file call inside the window gets
# Deny(..., alternative=None).
from datetime import time

from toolhooks import Deny


def _suggestions():
    for hour in (2, 3):
        for minute in (0, 15, 30, 45):
            yield (f"the deploy started at 02:00 UTC ({hour:02d}:{minute:02d} slot): tell the customer "
                   "the case will be opened after 04:00 UTC, and note the details.")


_SUGGESTIONS = _suggestions()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and time(2, 0) <= call.timestamp.time() < time(4, 0):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            next(_SUGGESTIONS, None),
        )
    return None
