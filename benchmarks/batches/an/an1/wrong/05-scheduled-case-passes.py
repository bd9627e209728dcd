# Breaks "A time in `call.input` ... is the model's words and changes nothing": a case scheduled
# (input "open_at") for after the window is let through. create_case_file at 02:30 UTC with
# {"open_at": "2026-03-02T05:00:00+00:00"} returns None instead of a Deny.
from datetime import datetime, time, timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    when = call.input.get("open_at")
    if isinstance(when, str):
        try:
            at = datetime.fromisoformat(when)
        except ValueError:
            at = None
        if at is not None and at.tzinfo is not None:
            if not time(2) <= at.astimezone(timezone.utc).time() < time(4):
                return None  # scheduled for after the deploy: nothing is opened now
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
