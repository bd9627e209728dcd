# Breaks "Deny(reason, alternative) ... when ... the time of day ... is from 02:00:00 up to,
# not including, 04:00:00": a Claude Code habit (permissionDecision "ask") hands the last five
# minutes to a person, so create_case_file at 03:57 UTC returns Ask(...) instead of Deny.
# From 02:00:00 to 03:54:59.999999 it denies, outside the window it allows.
from datetime import time

from toolhooks import Ask, Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.time()
    if not time(2) <= now < time(4):
        return None
    if now >= time(3, 55):
        return Ask("the deploy window closes at 04:00 UTC: open this case now or wait?")
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
