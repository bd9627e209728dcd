# Breaks "otherwise None (or an Allow ...) ... A time in call.input (a now, inside the window or
# not) ... changes nothing": outside the window the hook strips the model's "now" claim with a
# Rewrite (a Claude Code updatedInput habit), so create_case_file {"now": "2026-03-02T10:30:00Z"}
# at 10:30 UTC returns Rewrite(...) instead of None. Inside the window it denies correctly.
from datetime import time

from toolhooks import Deny, Rewrite


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    if "now" in call.input:  # the model's clock is not ours: do not let it reach the tool
        return Rewrite({key: value for key, value in call.input.items() if key != "now"})
    return None
