# Breaks "otherwise None (or an Allow ...)" for a premium session "at any call.timestamp (years
# 1 to 9999, any day)": a stamp more than a day ahead of the machine's clock is taken as forged
# and every such call is denied, so a premium create_case_file (or any free lookup_user)
# stamped 2035-01-01 returns a Deny instead of None.
from datetime import datetime, timedelta, timezone

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.timestamp > datetime.now(timezone.utc) + timedelta(days=1):
        return Deny(
            "the call's timestamp lies in the future; the clock cannot be trusted.",
            "retry the call; if it keeps failing, report the clock problem.",
        )
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium upgrade page and answer from the FAQ meanwhile.",
        )
    return None
