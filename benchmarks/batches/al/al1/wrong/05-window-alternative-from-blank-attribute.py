# Breaks: "`Deny(reason, alternative)` (an `alternative` that is not blank)" and "... any other attribute among
# `call.context.attributes` ... changes nothing". Takes the alternative from a "reopen_note" attribute when the
# session has one: create_case_file at 02:30 UTC with attributes={"reopen_note": ""} gets alternative "".
from datetime import time

from toolhooks import Deny

DEFAULT_NOTE = "tell the customer the case will be opened after 04:00 UTC, and note the details."


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        note = call.context.attributes.get("reopen_note", DEFAULT_NOTE)
        return Deny("new case files are paused during the 02:00-04:00 UTC deploy window.", str(note))
    return None
