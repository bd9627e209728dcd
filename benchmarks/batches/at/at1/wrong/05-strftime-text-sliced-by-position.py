# Breaks: "... from 02:00:00 up to, not including, 04:00:00 ... on any day from 0001-01-01 to
# 9999-12-31". The clock is cut out of strftime("%Y-%m-%d %H:%M:%S")[11:19], but glibc does not pad %Y
# below year 1000 ("1-01-01 02:30:00"), so create_case_file at 0001-01-01 02:30 UTC reads "30:00" and
# is allowed.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    stamp = call.timestamp.strftime("%Y-%m-%d %H:%M:%S")
    clock = stamp[11:19]  # "HH:MM:SS"
    if "02:00:00" <= clock < "04:00:00":
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
