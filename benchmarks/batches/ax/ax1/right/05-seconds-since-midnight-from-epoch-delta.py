# Right: (timestamp - aware UTC epoch).seconds is the whole seconds since midnight UTC on any
# day 0001..9999, also before 1970 (timedelta keeps seconds in [0, 86400)), with no float;
# 7200 <= s < 14400 is exactly [02:00:00, 04:00:00) to the microsecond. Only the exact name
# "create_case_file" is denied (non-blank alternative); everything else returns None.
from datetime import datetime, timezone

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not 7200 <= (call.timestamp - _EPOCH).seconds < 14400:
        return None
    return Deny(
        "new case files are on hold during the nightly deploy (02:00 to 04:00 UTC).",
        "take down the details now and tell the customer the case opens after 04:00 UTC.",
    )
