# Breaks "otherwise `None` (or an `Allow` ...; never another falsy value), for every other tool
# at any time" (Returns, Exercise 5): inside the window the hook returns
# `call.tool_name == "create_case_file" and Deny(...)`, a JavaScript-style &&, so lookup_user
# at 02:30 UTC gets False; create_case_file at any time, and every tool outside the window, are right.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if time(2, 0) <= call.timestamp.time() < time(4, 0):
        return call.tool_name == "create_case_file" and Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
