# Breaks: "Deny(reason, alternative) ... when ... create_case_file and the time of day ... is
# from 02:00:00 up to ... 04:00:00 ... on any day". Input: create_case_file at 2026-10-15 02:30
# UTC (any October-December day) raises ValueError ("month must be in 1..12"): the alternative
# names the next quarterly freeze review as date(year, 3 * quarter + 1, 1), month 13 in Q4.
from datetime import date, time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or not time(2) <= call.timestamp.time() < time(4):
        return None
    quarter = (call.timestamp.month - 1) // 3 + 1
    review = date(call.timestamp.year, 3 * quarter + 1, 1)
    return Deny("New case files are paused during the nightly deploy window (02:00-04:00 UTC).",
                f"Retry after 04:00 UTC; the window itself is next reviewed on {review:%d %b %Y}.")
