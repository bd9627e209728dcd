# RIGHT. Builds the window's ends from the call's own UTC timestamp with replace(hour=...):
# start and end share every field but the hour with the timestamp, so start <= ts < end holds
# exactly when 2 <= hour < 4, i.e. from 02:00:00.000000 up to, not including, 04:00:00. replace
# never leaves the day, so 0001-01-01 and 9999-12-31 work; only create_case_file is refused.
from datetime import timezone

from toolhooks import ALLOW, Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return ALLOW
    ts = call.timestamp.astimezone(timezone.utc)
    if ts.replace(hour=2) <= ts < ts.replace(hour=4):
        return Deny(
            "case files cannot be opened during the nightly deploy (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC and keep the details.",
        )
    return ALLOW
