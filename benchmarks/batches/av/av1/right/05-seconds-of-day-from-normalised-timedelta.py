# Right: (stamp - 1970-01-01 UTC) is an exact timedelta, and timedelta keeps .seconds in
# [0, 86400) whatever the sign of .days, so .seconds is the UTC second of the day on every date
# from 0001 to 9999; 7200 <= s < 14400 is exactly [02:00:00, 04:00:00), microseconds included
# (they only add to a whole second). Exact name compare; nothing from input or attributes.
from datetime import datetime, timezone

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    second_of_day = (call.timestamp.astimezone(timezone.utc) - _EPOCH).seconds
    if not 2 * 3600 <= second_of_day < 4 * 3600:
        return None
    return Deny(
        "no new case files during the 02:00-04:00 UTC deploy window.",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
