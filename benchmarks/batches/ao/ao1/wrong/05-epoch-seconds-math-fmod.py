# Breaks "... the time of day of call.timestamp (always in UTC) is from 02:00:00 up to ... 04:00:00 ... on
# any day from 0001-01-01": the second of the day is math.fmod(timestamp(), 86400) ("fmod is the float
# modulo"), which keeps the sign of negative epoch seconds, so a call before 1970 gets a negative (or zero)
# second of the day: create_case_file at 1969-07-21 02:30 UTC is allowed instead of denied.
import math
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    second_of_day = math.fmod(call.timestamp.timestamp(), 86_400)
    if 2 * 3_600 <= second_of_day < 4 * 3_600:
        return Deny(
            f"new case files are paused during the deploy window ({time(2):%H:%M}-{time(4):%H:%M} UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
