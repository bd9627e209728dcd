# Breaks: "Deny ... when call.tool_name == "create_case_file" and the time of day ... is from
# 02:00:00 up to, not including, 04:00:00 ... on any day from 0001-01-01 to 9999-12-31".
# Input: create_case_file at 9999-12-31 02:30 UTC raises OverflowError: the clock is rotated
# by +22 h so the window starts at midnight (hour < 2), which runs past 9999-12-31.
from datetime import timedelta

from toolhooks import Deny

ROTATE = timedelta(hours=22)  # 02:00 becomes 00:00, 04:00 becomes 02:00


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if (call.timestamp + ROTATE).hour < 2:
        return Deny("Case creation is frozen during the 02:00-04:00 UTC deploy window.",
                    "Offer to open the case after 04:00 UTC.")
    return None
