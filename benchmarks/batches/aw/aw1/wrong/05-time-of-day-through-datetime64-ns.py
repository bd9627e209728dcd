# Breaks: "... on any day from 0001-01-01 to 9999-12-31": the time of day is taken from a
# numpy datetime64[ns] (for exact nanosecond edges), whose range is about 1678-2262 and which
# wraps silently outside it: create_case_file at 0001-01-01 02:30 UTC reads as 01:13:41 and
# is allowed, as is 9999-12-31 03:59:59.999999 (read as 09:56:08).
import numpy as np

from toolhooks import Deny

_NS_PER_HOUR = 3_600_000_000_000


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    stamp = np.datetime64(call.timestamp.replace(tzinfo=None), "ns")
    since_midnight = int((stamp - stamp.astype("datetime64[D]")).astype("int64"))
    if 2 * _NS_PER_HOUR <= since_midnight < 4 * _NS_PER_HOUR:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC; keep the details.",
        )
    return None
