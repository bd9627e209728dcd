# Right: read through astimezone(timezone.utc) (the same UTC time, as the text says), the window
# [02:00:00, 04:00:00) is exactly the hours 2 and 3, and hour // 2 == 1 holds for those two only
# (01:59:59.999999 -> 0, 04:00:00 -> 2); boundaries to the microsecond follow. Only the exact name
# create_case_file is denied (non-blank alternative); input, attributes and day are never read.
from datetime import timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and call.timestamp.astimezone(timezone.utc).hour // 2 == 1:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window",
            "tell the customer the case will be opened after 04:00 UTC, or take notes until then",
        )
    return None
