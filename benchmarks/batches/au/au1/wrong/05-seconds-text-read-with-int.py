# Breaks "`Deny(...)` when ... the time of day ... is from 02:00:00 up to ... 04:00:00;
# otherwise `None`" (Returns, Exercise 5): the time is split from str(time()) and its seconds
# read with int(), which fails on "30.500000", so create_case_file at 02:30:30.5 (or 10:30:00.25)
# UTC raises ValueError instead of deciding; whole-second times are right.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    hours, minutes, seconds = str(call.timestamp.time()).split(":")
    of_day = int(hours) * 3600 + int(minutes) * 60 + int(seconds)
    if 2 * 3600 <= of_day < 4 * 3600:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
