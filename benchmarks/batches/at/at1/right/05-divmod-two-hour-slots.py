# Right: the time since that UTC day's midnight, divided into whole two-hour slots, is in slot 1 exactly
# from 02:00:00 up to, not including, 04:00:00 (timedelta arithmetic is exact to the microsecond and
# never leaves the day, so 0001-01-01 and 9999-12-31 work); only the exact tool name create_case_file is
# refused, nothing in the input or the attributes is read; otherwise None.
from datetime import timedelta

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    moment = call.timestamp  # aware, in UTC
    since_midnight = moment - moment.replace(hour=0, minute=0, second=0, microsecond=0)
    slot, _ = divmod(since_midnight, timedelta(hours=2))
    if slot == 1:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
