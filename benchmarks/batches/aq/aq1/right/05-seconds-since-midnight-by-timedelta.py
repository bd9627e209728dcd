# Right: (call.timestamp - a UTC midnight).seconds is the whole seconds of the UTC time of day (timedelta keeps
# seconds in [0, 86400) even for days before 1970, and dropping microseconds floors, which keeps the half-open
# bounds exact: 01:59:59.999999 -> 7199 is out, 02:00:00 -> 7200 in, 03:59:59.999999 -> 14399 in, 04:00:00 out).
# Only create_case_file (==) is denied, with reason and alternative; any day 0001-9999 works, input/attributes unread.
from datetime import datetime, timezone

from toolhooks import Deny

_MIDNIGHT = datetime(1970, 1, 1, tzinfo=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    second_of_day = (call.timestamp - _MIDNIGHT).seconds
    if 2 * 3600 <= second_of_day < 4 * 3600:
        return Deny(
            "new case files are paused while the 02:00-04:00 UTC deploy runs.",
            "tell the customer the case will be opened after 04:00 UTC, and write down the details now.",
        )
    return None
