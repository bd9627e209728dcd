# Breaks: "from 02:00:00 up to, not including, 04:00:00" ("tested to the microsecond"). The
# timestamp is rounded to milliseconds first (a JavaScript Date habit), which carries the last
# half-millisecond before each edge over it. Inputs: create_case_file at 01:59:59.999600 UTC is
# denied and at 03:59:59.999600 UTC allowed (2026-03-02).
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    seconds = round(call.timestamp.timestamp(), 3) % 86400
    if 7200 <= seconds < 14400:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
