# Breaks "Deny(reason, alternative) when ... create_case_file ... from 02:00:00 up to, not including,
# 04:00:00 ... on any day from 0001-01-01 to 9999-12-31": the alternative names tomorrow's date, built
# with ts.replace(day=ts.day + 1), which raises ValueError on the last day of every month, so
# create_case_file at 2026-01-31 02:30 UTC (or 2026-04-30 03:00) raises instead of returning the Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    if not time(2, 0) <= ts.time() < time(4, 0):
        return None
    tomorrow = ts.replace(day=ts.day + 1)
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC today, or on "
        f"{tomorrow:%d %B} at the latest, and note the details so nothing is lost.",
    )
