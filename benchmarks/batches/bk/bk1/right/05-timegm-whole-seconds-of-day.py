# Right: calendar.timegm of the UTC time tuple is an exact int (no float rounding, years 1
# to 9999); its remainder mod 86400 is the whole second of the UTC day. Dropping the
# microseconds is safe because both edges are whole seconds: 01:59:59.999999 -> 7199
# (out), 02:00:00 -> 7200 (in), 03:59:59.999999 -> 14399 (in), 04:00:00 -> 14400 (out).
import calendar
from datetime import time  # noqa: F401  (as the notebook imports it)

from toolhooks import Deny

_WINDOW = range(2 * 3600, 4 * 3600)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if calendar.timegm(call.timestamp.utctimetuple()) % 86400 not in _WINDOW:
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
