# Breaks: Deny only when the time of day "is from 02:00:00 up to, not including, 04:00:00";
# "otherwise None".
# Input: create_case_file at 2026-03-02T21:30Z is denied: the unpadded hour text "21" starts
# with "2" (so does 20, 22, 23).
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    hour = str(call.timestamp.hour)
    if hour.startswith(("2", "3")):
        return Deny(
            "no new case files between 02:00 and 04:00 UTC (deploy window).",
            "open the case file after 04:00 UTC.",
        )
    return None
