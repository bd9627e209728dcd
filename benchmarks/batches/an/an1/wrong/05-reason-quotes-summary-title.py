# Breaks "`Deny(...)` when ... create_case_file ... from 02:00:00 up to 04:00:00" (the input
# changes nothing): the reason quotes the summary through str.title. create_case_file at 02:30 UTC
# with {"summary": 7} (or None, or a list) raises AttributeError instead of returning a Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    summary = call.input.get("summary", "new case")
    return Deny(
        f"the case {summary.title()!r} cannot be opened during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
