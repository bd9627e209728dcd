# Right: start is 02:00:00.000000 of the call's own UTC day (replace works on every day).
# (ts - start).seconds is whole seconds into the window; before 02:00 the negative delta
# normalises to days=-1 with seconds >= 79200, so only 02:00:00 <= ts < 04:00:00 gives
# seconds < 7200, to the microsecond. Other tools (exact name) get None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    start = ts.replace(hour=2, minute=0, second=0, microsecond=0)
    if (ts - start).seconds < 2 * 3600:
        return Deny(
            "New case files are paused during the 02:00-04:00 UTC deploy window.",
            "Tell the customer the case will be opened after 04:00 UTC, and retry then.",
        )
    return None
