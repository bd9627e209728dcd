# Breaks "... on any day from 0001-01-01 to 9999-12-31": to keep float epoch seconds exact to the
# microsecond, the call's time is moved into 1970 with replace(year=1970), which raises ValueError for
# 29 February (1970 is no leap year), so create_case_file at 2024-02-29 10:30 UTC raises instead of
# returning None (and 2024-02-29 02:30 raises instead of denying).
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    same_time_in_1970 = call.timestamp.replace(year=1970)
    second_of_day = same_time_in_1970.timestamp() % 86_400
    if 7_200 <= second_of_day < 14_400:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
