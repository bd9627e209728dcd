# Right: the time of day is (call.timestamp - EPOCH).seconds with EPOCH a UTC midnight:
# timedelta floors to 0 <= seconds < 86400 (pre-1970 too), exact ints, no date arithmetic that
# could leave 0001-9999. Dropping microseconds is a floor, which cannot cross 02:00:00 or
# 04:00:00 (whole seconds). Only the exact name "create_case_file" is denied.
from datetime import datetime, timezone

from toolhooks import Deny

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
WINDOW_SECONDS = range(2 * 3600, 4 * 3600)  # 02:00:00 inclusive, 04:00:00 exclusive


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and (call.timestamp - EPOCH).seconds in WINDOW_SECONDS:
        return Deny(
            "No new case files between 02:00 and 04:00 UTC: the deploy window is running.",
            "Tell the customer the case will be opened after 04:00 UTC, and keep the details.",
        )
    return None
