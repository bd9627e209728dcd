# Breaks "Deny(...) when call.tool_name == "create_case_file" and the time of day ... is from
# 02:00:00 up to ... 04:00:00 ... A time in call.input ..., or a dry_run flag there, is the
# model's words and changes nothing": a CI/CD freeze-window habit lets "hotfix" changes through,
# so create_case_file {"labels": ["hotfix"]} at 02:30 UTC returns None instead of Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    labels = call.input.get("labels", ())
    if isinstance(labels, (list, tuple)) and "hotfix" in labels:
        return None  # like a change freeze: hotfixes may still ship
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
