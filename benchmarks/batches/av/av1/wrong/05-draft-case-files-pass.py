# Breaks: "A time in call.input (a now ...), or a dry_run flag there, is the model's words and
# changes nothing" (the window holds for create_case_file whatever its input). A draft is let
# through as "not a case yet": create_case_file at 02:30 UTC with {"draft": true} returns None.
from datetime import time, timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.astimezone(timezone.utc).time() < time(4):
        return None
    if call.input.get("draft") is True:
        return None  # a draft is only saved; the case opens when someone submits it
    return Deny(
        "no new case files during the 02:00-04:00 UTC deploy window.",
        "retry after 04:00 UTC, when the deploy window closes, or tell the customer the case will be opened then.",
    )
