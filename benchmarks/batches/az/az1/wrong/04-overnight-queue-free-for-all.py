# Breaks: "Deny(reason, alternative) when call.tool_name == 'create_case_file' and
# call.context.tier == 'free', whatever call.input claims or holds; otherwise None".
# Overnight the support queue is empty, so free users may open cases then: a free session
# calling create_case_file at 03:00 UTC gets None instead of a Deny (10:30 is still denied).
from datetime import time

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.timestamp.time() < time(6):
        return None  # night shift has spare capacity
    return Deny("free-tier accounts cannot open case files", "Offer the FAQ or an upgrade.")
