# Right: time.isoformat() is always zero-padded "HH:MM:SS[.ffffff]", so its string order is
# the clock's order; "02:00" <= text holds from 02:00:00 on, text < "04:00" holds up to
# 03:59:59.999999 ("04:00:00" sorts after its prefix "04:00"). The time of day is read in UTC
# (astimezone(timezone.utc)); the name is compared exactly; input and attributes are ignored.
from datetime import time, timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    clock = call.timestamp.astimezone(timezone.utc).time().isoformat()
    if not "02:00" <= clock < "04:00":
        return None
    return Deny(
        f"no new case files during the 02:00-04:00 UTC deploy window (it is {clock[:5]} UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
