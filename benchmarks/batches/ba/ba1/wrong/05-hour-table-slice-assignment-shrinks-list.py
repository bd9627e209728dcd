# Breaks: "from 02:00:00 up to, not including, 04:00:00; otherwise None ... at any time". The
# per-hour table closes hours 2-3 by assigning ONE value to a two-item slice, so the list
# shrinks to 23 entries and shifts. Inputs: create_case_file at 03:30 UTC -> None (should
# Deny); at 23:30 UTC -> IndexError (should be None).
from toolhooks import Deny

_OPEN = [True] * 24
_OPEN[2:4] = [False]  # 02:00-04:00 closed


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if _OPEN[call.timestamp.hour]:
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
