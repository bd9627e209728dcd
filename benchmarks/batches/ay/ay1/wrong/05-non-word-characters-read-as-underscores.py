# Breaks: "for every other tool at any time (the name compared exactly ...)". Non-word characters
# in the name are normalised to "_" (re.sub(r"\W+", "_", ...)), so a call to "create-case-file"
# (or "create.case.file") at 02:30 UTC is denied instead of allowed.
import re
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if re.sub(r"\W+", "_", call.tool_name) != "create_case_file":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "No new case files between 02:00 and 04:00 UTC: a deploy is running.",
            "Reassure the customer and open the case file after 04:00 UTC.",
        )
    return None
