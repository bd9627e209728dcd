# Breaks: "denies ... when call.timestamp falls between 02:00 (inclusive) and 04:00
# (exclusive) UTC". In-window is tested as "clamping the time into [02:00, 04:00] leaves it
# unchanged", which closes the end: a create_case_file stamped exactly 04:00:00.000000 UTC is
# denied instead of allowed. 03:59:59.999999, 02:00:00 and 04:00:00.000001 are all right.
from datetime import time, timezone

from toolhooks import Deny

START, END = time(2, 0), time(4, 0)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.astimezone(timezone.utc).time()
    if min(max(now, START), END) != now:
        return None  # outside: clamping would have moved it
    return Deny(
        "no new case files during the 02:00-04:00 UTC deploy window.",
        "retry after 04:00 UTC, when the deploy window closes, or tell the customer the case will be opened then.",
    )
