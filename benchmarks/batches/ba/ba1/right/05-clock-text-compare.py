# Right: time.isoformat() is always "HH:MM:SS" or "HH:MM:SS.ffffff" (zero-padded, so text order
# is time order); "02:00" <= it holds from 02:00:00 on, and it < "04:00" holds up to
# 03:59:59.999999 ("04:00:00" sorts after its prefix "04:00"). The time is the UTC stamp's own
# time of day. Only "create_case_file" (exact) is denied, with a non-blank alternative.
from datetime import timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file":
        clock = call.timestamp.astimezone(timezone.utc).time().isoformat()
        if "02:00" <= clock < "04:00":
            return Deny(
                f"new case files are paused during the deploy window (02:00-04:00 UTC); it is {clock[:5]} UTC.",
                "tell the customer the case will be opened after 04:00 UTC, and note the details.",
            )
    return None
