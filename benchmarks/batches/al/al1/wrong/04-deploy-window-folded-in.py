# Breaks: "... otherwise `None` (or an `Allow` ...)": only the free tier is denied. Rules B and C both guard
# create_case_file, so they were tidied into one hook: a premium session's create_case_file at 02:30 UTC
# gets a Deny from free_tier_hook (at 10:30 it is allowed, and free sessions are denied, as they should be).
from datetime import time

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium plan, and answer from the FAQ in the meantime.",
        )
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
