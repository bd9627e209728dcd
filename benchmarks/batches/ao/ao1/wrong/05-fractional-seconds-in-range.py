# Breaks "Deny(...) when ... the time of day ... is from 02:00:00 up to, not including, 04:00:00": the
# second of the day keeps its microseconds as a float, and `x in range(7200, 14400)` only matches
# whole numbers, so create_case_file at 02:30:00.500000 UTC (any in-window time with microseconds)
# is allowed. Whole-second times such as 02:30:00 are denied correctly.
from toolhooks import Deny

WINDOW_SECONDS = range(2 * 3_600, 4 * 3_600)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    second_of_day = ts.hour * 3_600 + ts.minute * 60 + ts.second + ts.microsecond / 1_000_000
    if second_of_day in WINDOW_SECONDS:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
