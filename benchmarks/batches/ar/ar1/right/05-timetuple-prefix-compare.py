# Right: (hour, minute, second) of the UTC timestamp, from timetuple(), compared as tuples with
# the prefixes (2,) and (4,): (2, 0, 0) >= (2,) and (4, 0, 0) >= (4,), so 02:00:00 is in, 04:00:00
# out; dropping microseconds floors the time, which is right since both bounds are whole
# seconds. Only create_case_file (exact) is denied, with an alternative; nothing else is read.
from datetime import time  # noqa: F401  (the notebook's import)

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if (2,) <= tuple(call.timestamp.timetuple()[3:6]) < (4,):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
