# Breaks: "for every other tool at any time (the name compared exactly ...)". Tool names are
# read without a trailing "_tool" (the suffix some SDKs give function tools), so
# "create_case_file_tool" at 02:30 UTC is denied instead of allowed.
from datetime import time, timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name.removesuffix("_tool") != "create_case_file":
        return None
    if not time(2) <= call.timestamp.astimezone(timezone.utc).time() < time(4):
        return None
    return Deny(
        "no new case files during the 02:00-04:00 UTC deploy window.",
        "retry after 04:00 UTC, when the deploy window closes, or tell the customer the case will be opened then.",
    )
