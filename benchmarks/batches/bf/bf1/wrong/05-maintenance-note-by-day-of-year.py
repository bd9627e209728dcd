# Breaks: "Deny(reason, alternative) ... when call.tool_name == "create_case_file" and the
# time of day ... is from 02:00:00 up to ... 04:00:00 ... on any day". Input: create_case_file
# at 2024-12-31 02:30 UTC (day 366 of a leap year) raises IndexError: the alternative reads
# the day's maintenance note from a 365-entry table by tm_yday - 1.
from datetime import time

from toolhooks import Deny

_TEAMS = ("platform", "payments", "search", "identity")
MAINTENANCE_NOTE = tuple(f"the {_TEAMS[day % len(_TEAMS)]} team's deploy" for day in range(365))


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    note = MAINTENANCE_NOTE[call.timestamp.timetuple().tm_yday - 1]
    return Deny(f"Case files are frozen 02:00-04:00 UTC for {note}.",
                "Retry after 04:00 UTC, or keep the details for a case later.")
