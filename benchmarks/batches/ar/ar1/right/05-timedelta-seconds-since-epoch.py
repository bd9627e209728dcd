# Right: a timedelta is normalised to 0 <= seconds < 86400 even when negative, and the epoch
# is a UTC midnight, so (timestamp - EPOCH).seconds is the UTC second of the day for any date
# from 0001-01-01 to 9999-12-31 (exact integer arithmetic, microseconds floored, as the bounds
# are whole seconds): [7200, 14400) is 02:00:00 up to, not including, 04:00:00.
from datetime import datetime, time, timezone  # noqa: F401

from toolhooks import Deny

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and 7200 <= (call.timestamp - EPOCH).seconds < 14400:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
