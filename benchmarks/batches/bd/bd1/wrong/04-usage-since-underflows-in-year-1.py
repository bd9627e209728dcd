# Breaks "Deny(reason, alternative) when call.tool_name == "create_case_file" and
# call.context.tier == "free", at any call.timestamp (years 1 to 9999, any day)": on a free session's
# create_case_file stamped 0001-01-15 10:00 UTC it raises OverflowError instead of returning Deny:
# the alternative names the start of the last 30 days, timestamp - 30 days.
from datetime import timedelta

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    since = call.timestamp - timedelta(days=30)
    return Deny(
        "free-tier accounts cannot open case files.",
        "offer the premium upgrade and answer from the FAQ; the customer's free-plan usage since "
        f"{since:%d %b} is on the billing page.",
    )
