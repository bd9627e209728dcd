# Right: the window's two instants are built on the call's own UTC day with replace() (no
# arithmetic, so 0001-01-01 and 9999-12-31 cannot overflow) and compared as aware datetimes,
# start inclusive and end exclusive to the microsecond. Other tool names (== comparison) and
# every time outside get ALLOW.
from datetime import time

from toolhooks import ALLOW, Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return ALLOW
    moment = call.timestamp
    opens = moment.replace(hour=2, minute=0, second=0, microsecond=0)
    closes = moment.replace(hour=4, minute=0, second=0, microsecond=0)
    if opens <= moment < closes:
        return Deny(
            "case files cannot be created while the deploy runs, 02:00 to 04:00 UTC.",
            "note what the customer needs and open the case after 04:00 UTC.",
        )
    return ALLOW
