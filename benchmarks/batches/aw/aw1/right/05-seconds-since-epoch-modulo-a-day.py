# Right: (call.timestamp - 1970-01-01 UTC) is an exact timedelta whose .seconds field is the
# UTC second of the day, 0-86399, floored for instants before 1970 too and exact from year 1 to
# 9999 (no float). The window is [7200, 14400): 02:00:00 in, 03:59:59.999999 in (second 14399),
# 04:00:00 out. Only the exact name "create_case_file" is judged; anything else gets None.
from datetime import datetime, timezone

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_OPENS, _CLOSES = 2 * 3600, 4 * 3600


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    second_of_day = (call.timestamp - _EPOCH).seconds
    if _OPENS <= second_of_day < _CLOSES:
        return Deny(
            "case files cannot be created while the deploy runs (02:00-04:00 UTC).",
            "note the customer's details and open the case after 04:00 UTC.",
        )
    return None
