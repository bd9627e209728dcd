# Breaks "... and so does a time zone, another window or any other attribute among
# `call.context.attributes`: the window is fixed, in UTC, for every session" (Returns,
# Exercise 5): the window is a pydantic model validated from the attributes with 02:00/04:00
# as defaults, so a session with attributes {"start": "00:00", "end": "01:00"} has no
# 02:00-04:00 window (create_case_file at 02:30 allowed); sessions without those keys are right.
from datetime import time

from pydantic import BaseModel, ConfigDict

from toolhooks import Deny


class _Window(BaseModel):
    model_config = ConfigDict(extra="ignore")
    start: time = time(2, 0)
    end: time = time(4, 0)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    window = _Window.model_validate(dict(call.context.attributes))
    if window.start <= call.timestamp.time() < window.end:
        return Deny(
            f"new case files are paused during the deploy window ({window.start:%H:%M}-{window.end:%H:%M} UTC).",
            f"tell the customer the case will be opened after {window.end:%H:%M} UTC and note the details.",
        )
    return None
