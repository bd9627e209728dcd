# Right: the offset from today's 02:00:00.000000 (same date, UTC, built with replace, exact
# timedelta arithmetic to the microsecond) floor-divided by two hours is 0 exactly when the time
# of day is in [02:00, 04:00): negative offsets give -1, 04:00 and later give 1 or more. Works on
# every date (no date moves). Tool name compared with ==; Deny has a non-blank alternative.
from datetime import timedelta

from toolhooks import ALLOW, Deny

_TWO_HOURS = timedelta(hours=2)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return ALLOW
    opened = call.timestamp.replace(hour=2, minute=0, second=0, microsecond=0)
    if (call.timestamp - opened) // _TWO_HOURS == 0:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the customer's details and open the case after 04:00 UTC.",
        )
    return ALLOW
