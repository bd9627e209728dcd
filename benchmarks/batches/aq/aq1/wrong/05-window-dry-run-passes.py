# Breaks "A time in call.input (...), or a dry_run flag there, is the model's words and changes nothing":
# a call whose input says "dry_run": true is let through, so create_case_file at 2026-03-02 02:30 UTC
# with {"dry_run": true} is allowed. (Transfer of dry-run-passes.)
# Without the flag every time and tool is judged right.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or call.input.get("dry_run") is True:
        return None  # a dry run creates nothing, so the deploy cannot hurt it
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
