# Breaks "Deny ... when ... the time of day ... is from 02:00:00 up to, not including, 04:00:00":
# times exactly on the hour take a separate branch written for the two edges (02:00 in, 04:00
# out), which lets 03:00:00.000000 UTC through: create_case_file then gets None. Every other
# instant, 02:00:00, 03:00:00.000001 and 03:59:59.999999 included, is judged right.
from datetime import timezone

from toolhooks import Deny

_DENY = Deny(
    "new case files are paused during the deploy window (02:00-04:00 UTC).",
    "tell the customer the case will be opened after 04:00 UTC and note the details.",
)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    t = call.timestamp.astimezone(timezone.utc).time()
    if t.minute or t.second or t.microsecond:  # inside an hour: compare hours
        return _DENY if 2 <= t.hour < 4 else None
    return _DENY if t.hour == 2 else None  # on the hour: 02:00 opens, 04:00 closes
