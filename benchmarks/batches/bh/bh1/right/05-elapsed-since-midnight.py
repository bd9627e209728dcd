# Right: the time since that day's UTC midnight (exact timedelta arithmetic, microsecond
# resolution, no floats, no overflow: midnight is the same day) is compared with the half-open
# interval [2 h, 4 h); only the exact tool name "create_case_file" is denied (non-blank
# alternative), everything else gets ALLOW. Nothing from the input or context is read.
from datetime import timedelta

from toolhooks import ALLOW, Deny

_OPENS, _CLOSES = timedelta(hours=2), timedelta(hours=4)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return ALLOW
    stamp = call.timestamp
    since_midnight = stamp - stamp.replace(hour=0, minute=0, second=0, microsecond=0)
    if _OPENS <= since_midnight < _CLOSES:
        return Deny(
            "case files cannot be opened while the 02:00-04:00 UTC deploy runs.",
            "tell the customer the case will be opened after 04:00 UTC, and do it then.",
        )
    return ALLOW
