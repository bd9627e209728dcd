# Breaks: "A time in call.input (a now ...), or a dry_run flag there, is the model's words and
# changes nothing". A habit from Claude Code's hook input (permission_mode "plan": nothing is
# executed in plan mode): create_case_file at 02:30 UTC whose input carries
# {"permission_mode": "plan"} is allowed instead of denied.
from datetime import time, timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if call.input.get("permission_mode") == "plan":
        return None  # planning only: the case file is not created
    if not time(2) <= call.timestamp.astimezone(timezone.utc).time() < time(4):
        return None
    return Deny(
        "no new case files during the 02:00-04:00 UTC deploy window.",
        "retry after 04:00 UTC, when the deploy window closes, or tell the customer the case will be opened then.",
    )
