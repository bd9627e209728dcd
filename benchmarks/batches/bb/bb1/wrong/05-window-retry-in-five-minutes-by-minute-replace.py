# Breaks "Deny(reason, alternative) when ... the time of day ... is from 02:00:00 up to, not
# including, 04:00:00": the alternative's "retry in five minutes" is replace(minute=minute + 5),
# which raises ValueError in the last five minutes of an hour: a create_case_file at 02:57 UTC
# raises instead of denying (02:30, 02:00:15 and 03:10 are denied correctly).
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    now = call.timestamp
    if call.tool_name == "create_case_file" and time(2) <= now.time() < time(4):
        check_again = now.replace(minute=now.minute + 5, second=0, microsecond=0)
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            f"check again at {check_again:%H:%M} UTC; the window ends at 04:00 UTC.",
        )
    return None
