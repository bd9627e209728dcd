# Breaks: "for every other tool at any time (the name compared exactly: create_case_file_draft
# and create_case are other tools)". A habit from the API's dated tool types
# (text_editor_20250124): an eight-digit suffix is dropped as a version, so
# "create_case_file_20250101" at 02:30 UTC is denied instead of allowed.
import re
from datetime import time, timezone

from toolhooks import Deny

_DATED = re.compile(r"_\d{8}\Z")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if _DATED.sub("", call.tool_name) != "create_case_file":
        return None
    if not time(2) <= call.timestamp.astimezone(timezone.utc).time() < time(4):
        return None
    return Deny(
        "no new case files during the 02:00-04:00 UTC deploy window.",
        "retry after 04:00 UTC, when the deploy window closes, or tell the customer the case will be opened then.",
    )
