# Breaks: "from 02:00:00 up to, not including, 04:00:00" -- the hour is formatted without
# zero padding (str(hour)) and compared as text, "2" <= h < "4", which also holds for "20".."23"
# and "3". Input: create_case_file at 2026-03-02 21:00 UTC must be allowed; it is denied.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    hour = str(call.timestamp.hour)
    if "2" <= hour < "4":
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "open the case after 04:00 UTC; note the details now.",
        )
    return None
