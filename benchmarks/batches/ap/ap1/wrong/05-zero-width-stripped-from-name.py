# Breaks "for every other tool at any time (the name compared exactly ...)": zero-width
# characters are removed from the name first, so "create_case\u200b_file" at 02:30 UTC is
# denied instead of allowed.
import re
from datetime import time

from toolhooks import Deny

_INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if _INVISIBLE.sub("", call.tool_name) != "create_case_file":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
