# WRONG (the denial also tells the on-call team's New York time; west of UTC that clock is
# still on the previous day at 02:00 UTC). Breaks "Deny(reason, alternative) when ... from
# 02:00:00 up to 04:00:00 ... on any day from 0001-01-01": create_case_file at 0001-01-01
# 02:30 UTC raises OverflowError while writing the reason, instead of returning the Deny.
# Every other day (and every allowed call) is right.
from datetime import time
from zoneinfo import ZoneInfo

from toolhooks import Deny

_ON_CALL = ZoneInfo("America/New_York")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2, 0) <= call.timestamp.time() < time(4, 0):
        return None
    on_call_time = call.timestamp.astimezone(_ON_CALL)
    return Deny(
        f"new case files are paused during the 02:00-04:00 UTC deploy window "
        f"(it is {on_call_time:%H:%M} for the on-call team in New York).",
        "note the details and open the case after 04:00 UTC.",
    )
