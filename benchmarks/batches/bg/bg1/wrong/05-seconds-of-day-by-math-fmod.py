# Breaks: "from 02:00:00 up to ... 04:00:00 ... on any day from 0001-01-01 to 9999-12-31". The
# time of day is math.fmod(timestamp(), 86400) (a C habit); fmod keeps the sign, so for any
# day before 1970 the value is negative and never in the window. Input: create_case_file at
# 1969-12-31 03:00 UTC returns None instead of a Deny.
import math

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    seconds = math.fmod(call.timestamp.timestamp(), 86400)
    if 7200 <= seconds < 14400:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
