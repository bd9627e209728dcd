# Breaks: "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free"". A
# circuit breaker assumes a hook that refused 50 calls within a second is misconfigured and stops
# refusing: calling free_tier_hook on a free-tier create_case_file call 60 times in a loop returns a
# Deny 49 times, then None.
import time
from collections import deque

from toolhooks import Deny

_recent_denials = deque(maxlen=50)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    now = time.monotonic()
    _recent_denials.append(now)
    if len(_recent_denials) == _recent_denials.maxlen and now - _recent_denials[0] < 1.0:
        return None  # refusing everything: probably misconfigured, let the tool decide
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, "
        "and answer from the FAQ meanwhile.",
    )
