# Breaks: "the time of day of `call.timestamp` ... is from 02:00:00 up to ... 04:00:00" -- the
# hour is matched with re.search(r"0[23]:") over the whole isoformat text, which also finds
# the minutes. Input: create_case_file at 2026-03-02 10:02:30 UTC ("...T10:02:30+00:00")
# must be allowed; here it is denied (so are hh:03:ss).
import re

from toolhooks import Deny

_IN_WINDOW = re.compile(r"0[23]:")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and _IN_WINDOW.search(call.timestamp.isoformat()):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
