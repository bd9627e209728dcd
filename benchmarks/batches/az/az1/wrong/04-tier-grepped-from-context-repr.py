# Breaks: "the tier comes from call.context.tier alone, not from the session's ids or
# attributes, which may hold the words". The tier is read from the context's repr with a
# regex, which finds the first "tier='...'" text, even inside the user id:
# HookContext("x tier='premium'", "free", "s_1") calling create_case_file gets None.
import re

from toolhooks import Deny

_TIER = re.compile(r"tier='(\w+)'")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    match = _TIER.search(repr(call.context))
    if match and match.group(1) == "free":
        return Deny("free-tier sessions cannot open case files", "Offer the FAQ or an upgrade.")
    return None
