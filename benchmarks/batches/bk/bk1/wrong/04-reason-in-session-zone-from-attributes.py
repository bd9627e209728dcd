# Breaks "the tier comes from call.context.tier alone, not from the session's ids or
# attributes": the reason shows the time in the zone named by a "timezone" attribute, and
# an unknown zone name raises ZoneInfoNotFoundError. Input: free session with
# attributes={"timezone": "Customer/Local"}, create_case_file {} raises instead of denying.
from datetime import timezone
from zoneinfo import ZoneInfo

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    zone = call.context.attributes.get("timezone")
    local = call.timestamp.astimezone(ZoneInfo(zone) if zone else timezone.utc)
    return Deny(
        f"free-tier accounts cannot open case files (refused at {local:%H:%M} your time).",
        "offer the premium upgrade page, and answer from the FAQ meanwhile.",
    )
