# Right: the UTC time of day as ISO text ("HH:MM:SS" or "HH:MM:SS.ffffff", zero-padded, so text
# order is time order) compared with "02:00" and "04:00": "02:00:00" sorts after "02:00" (a longer
# string with that prefix) and "01:59:59.999999" before it; "03:59:59.999999" < "04:00" <=
# "04:00:00". So the window is [02:00:00, 04:00:00) exactly, for "create_case_file" only.
from datetime import time, timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    clock = call.timestamp.astimezone(timezone.utc).time().isoformat()
    if call.tool_name == "create_case_file" and "02:00" <= clock < "04:00":
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
