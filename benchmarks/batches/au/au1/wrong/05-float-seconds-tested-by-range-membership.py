# Breaks "the time of day of `call.timestamp` ... is from 02:00:00 up to, not including,
# 04:00:00" (Returns, Exercise 5): seconds since midnight are a float tested with
# `in range(7200, 14400)`, which only finds whole numbers, so create_case_file at
# 02:30:00.5 (or 03:59:59.999999, 02:00:00.000001) UTC is allowed; whole-second times are right.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    stamp = call.timestamp
    midnight = stamp.replace(hour=0, minute=0, second=0, microsecond=0)
    seconds = (stamp - midnight).total_seconds()
    if seconds in range(2 * 3600, 4 * 3600):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
