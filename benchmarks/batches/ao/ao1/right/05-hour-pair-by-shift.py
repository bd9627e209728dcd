# Right: the window [02:00:00, 04:00:00) is exactly the UTC hours 2 and 3, whatever the minutes,
# seconds and microseconds, and hour >> 1 == 1 holds for hour 2 and 3 only. The call's own timestamp
# (already UTC) is read through astimezone(timezone.utc), never the machine's clock or zone; only the
# exact name create_case_file is denied (non-blank alternative); ALLOW otherwise.
from datetime import time, timezone  # noqa: F401

from toolhooks import ALLOW, Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return ALLOW
    if call.timestamp.astimezone(timezone.utc).hour >> 1 == 1:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return ALLOW
