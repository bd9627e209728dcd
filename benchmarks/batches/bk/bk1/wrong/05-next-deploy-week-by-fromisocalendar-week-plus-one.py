# Breaks "on any day from 0001-01-01 to 9999-12-31": the alternative names next week's
# Monday with date.fromisocalendar(year, week + 1, 1), which raises ValueError in the last
# ISO week of a year. Input: create_case_file at 2025-12-24 02:30 UTC (ISO week 52 of a
# 52-week year) raises ValueError instead of returning a Deny.
from datetime import date, time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    year, week, _ = call.timestamp.isocalendar()
    next_monday = date.fromisocalendar(year, week + 1, 1)
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        f"tell the customer the case will be opened after 04:00 UTC today; the window is "
        f"daily (next week's starts {next_monday:%d %b}).",
    )
