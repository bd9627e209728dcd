# Breaks "Deny(...) when ... 'create_case_file' and ... 'free', at any call.timestamp (years 1 to
# 9999, any day)": the denial time is kept as an epoch float and turned back into a datetime for
# the reason, and at 9999-12-31T23:59:59.999999Z the float rounds up to year 10000, so
# datetime.fromtimestamp raises ValueError instead of the Deny being returned.
from datetime import datetime, timezone

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    stamp = call.timestamp.timestamp()               # epoch seconds, as the audit line stores them
    when = datetime.fromtimestamp(stamp, timezone.utc)
    return Deny(
        f"free-tier sessions cannot open case files (refused {when:%Y-%m-%d %H:%M} UTC)",
        "point the customer to the FAQ, or to the premium plan",
    )
