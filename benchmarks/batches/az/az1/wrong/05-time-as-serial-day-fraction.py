# Breaks: "from 02:00:00 up to, not including, 04:00:00" ("tested to the microsecond").
# A spreadsheet habit: the stamp becomes a serial day number (ordinal + fraction of day) in
# one float, and the window is 2/24 <= fraction < 4/24. The day number eats the precision:
# create_case_file at 2026-12-31 04:00:00 UTC is denied, and at 01:59:59.999999 too.
from toolhooks import Deny


def _serial_day(ts):
    seconds = ts.hour * 3600 + ts.minute * 60 + ts.second + ts.microsecond / 1e6
    return ts.toordinal() + seconds / 86400


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    fraction = _serial_day(call.timestamp) % 1
    if 2 / 24 <= fraction < 4 / 24:
        return Deny("the 02:00-04:00 UTC deploy window is on", "Open the case after 04:00 UTC.")
    return None
