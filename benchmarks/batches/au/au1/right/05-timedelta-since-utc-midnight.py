# Right: the time since the call's own UTC midnight (same date, same aware datetime, so no
# overflow on 0001-01-01 or 9999-12-31) is an exact timedelta to the microsecond, compared with
# [2 h, 4 h): 02:00:00 in, 03:59:59.999999 in, 04:00:00 out. Only create_case_file is denied
# (non-blank alternative); input, attributes and the local clock are never read.
from datetime import timedelta

from toolhooks import Deny

_OPENS, _CLOSES = timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    stamp = call.timestamp
    since_midnight = stamp - stamp.replace(hour=0, minute=0, second=0, microsecond=0)
    if _OPENS <= since_midnight < _CLOSES:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
