# Breaks: "... from 02:00:00 up to, not including, 04:00:00 ... on any day from 0001-01-01 to
# 9999-12-31". A stamp before 1970-01-01 is taken for an unset clock (epoch <= 0) and the call
# is let through, so create_case_file at 1969-07-20 02:30 UTC (or 0001-01-01 02:30) returns
# None instead of the Deny. From 1970 on it is right.
from datetime import datetime, time, timezone

from toolhooks import Deny

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    stamp = call.timestamp.astimezone(timezone.utc)
    if stamp < EPOCH:
        return None  # no trusted time on this call: nothing to hold it to
    if not time(2) <= stamp.time() < time(4):
        return None
    return Deny(
        "no new case files during the 02:00-04:00 UTC deploy window.",
        "retry after 04:00 UTC, when the deploy window closes, or tell the customer the case will be opened then.",
    )
