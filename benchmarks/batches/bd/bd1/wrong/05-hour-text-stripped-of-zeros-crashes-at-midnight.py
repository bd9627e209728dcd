# Breaks "otherwise None ... for every other ... time": on create_case_file at 2026-03-02 00:30 UTC
# it raises ValueError (int('')) instead of returning None: the hour text "00" is stripped of its
# leading zeros before int(), a habit from languages where "08" reads as octal.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    hour = int(call.timestamp.strftime("%H").lstrip("0"))
    if 2 <= hour < 4:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
