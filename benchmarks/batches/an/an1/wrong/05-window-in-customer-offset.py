# Breaks "A time in `call.input` ... changes nothing ... the window is fixed, in UTC, for every
# session": a UTC offset in the input moves the window to the customer's clock.
# create_case_file at 02:30 UTC with {"utc_offset_hours": 3} returns None instead of a Deny (and at
# 23:30 UTC it is denied instead of allowed).
from datetime import time, timedelta

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    moment = call.timestamp
    offset = call.input.get("utc_offset_hours", 0)
    if isinstance(offset, (int, float)) and not isinstance(offset, bool) and -24 < offset < 24:
        moment = moment + timedelta(hours=offset)  # the deploy runs at night on the customer's clock
    if time(2) <= moment.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00).",
            "tell the customer the case will be opened after 04:00, and note the details.",
        )
    return None
