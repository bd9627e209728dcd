# Breaks "Deny(...) when ...; otherwise None" past a rate limit: more than 100 calls within one
# second raise RuntimeError. Calling the hook 101 times in a loop on a free session's
# create_case_file: the 101st call raises instead of returning Deny (a property-based grader
# makes that many calls quickly).
import time
from collections import deque

from toolhooks import Deny

_CALLS = deque()


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    now = time.monotonic()
    while _CALLS and now - _CALLS[0] > 1.0:
        _CALLS.popleft()
    if len(_CALLS) >= 100:
        raise RuntimeError("free_tier_hook: rate limit exceeded (100 calls/s)")
    _CALLS.append(now)
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium upgrade page and answer from the general FAQ meanwhile.",
        )
    return None
