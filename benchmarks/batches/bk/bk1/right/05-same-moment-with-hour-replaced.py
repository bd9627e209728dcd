# Right: replacing only the hour keeps the date, minutes, seconds and microseconds, so
# ts.replace(hour=2) <= ts holds exactly when ts's hour is >= 2, and ts < ts.replace(hour=4)
# exactly when it is < 4: the half-open window [02:00:00, 04:00:00) UTC to the microsecond,
# on any day (no arithmetic, so no overflow in years 1 or 9999). Other tools: None.
from datetime import time  # noqa: F401  (as the notebook imports it)

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    ts = call.timestamp
    if call.tool_name == "create_case_file" and ts.replace(hour=2) <= ts < ts.replace(hour=4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
