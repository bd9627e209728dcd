# Right: the edges are aware times parsed with Python 3.11's time.fromisoformat("02:00Z") and
# compared with call.timestamp.timetz() (aware, UTC), so the test is 02:00:00 <= t < 04:00:00 UTC
# to the microsecond on any date; the tool name is compared with ==; input, attributes and the
# machine's clock are never read. In the window -> Deny with a non-blank alternative, else None.
from datetime import time

from toolhooks import Deny

_START = time.fromisoformat("02:00Z")
_END = time.fromisoformat("04:00Z")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and _START <= call.timestamp.timetz() < _END:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
