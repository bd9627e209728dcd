# Breaks: "from 02:00:00 up to, not including, 04:00:00 ... on any day from 0001-01-01 to
# 9999-12-31". Seconds since midnight = difference of two float epoch stamps, which lose the
# microseconds far from 1970: at 9999-12-31 (or 0001-01-01) 01:59:59.999999 UTC create_case_file
# is denied (7200.0) and 03:59:59.999999 allowed (14400.0). Dates near 1970-2200 are right.
from datetime import timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    stamp = call.timestamp.astimezone(timezone.utc)
    midnight = stamp.replace(hour=0, minute=0, second=0, microsecond=0)
    seconds = stamp.timestamp() - midnight.timestamp()
    if not 2 * 3600 <= seconds < 4 * 3600:
        return None
    return Deny(
        "no new case files during the 02:00-04:00 UTC deploy window.",
        "retry after 04:00 UTC, when the deploy window closes, or tell the customer the case will be opened then.",
    )
