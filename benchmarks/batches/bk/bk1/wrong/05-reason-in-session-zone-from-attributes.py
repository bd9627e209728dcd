# Breaks "a time zone, another window or any other attribute among call.context.attributes
# ... changes nothing": the reason shows the window's end in the zone named by a "timezone"
# attribute, and an unknown zone name raises ZoneInfoNotFoundError. Input: attributes=
# {"timezone": "Customer/Local"}, create_case_file at 2026-03-02 02:30 UTC raises instead
# of denying (the verdict itself is still taken in UTC).
from datetime import datetime, time, timezone
from zoneinfo import ZoneInfo

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    zone = call.context.attributes.get("timezone")
    reopens = datetime.combine(call.timestamp.date(), time(4), tzinfo=timezone.utc)
    local = reopens.astimezone(ZoneInfo(zone)) if zone else reopens
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        f"tell the customer the case will be opened after {local:%H:%M} their time, and "
        "note the details.",
    )
