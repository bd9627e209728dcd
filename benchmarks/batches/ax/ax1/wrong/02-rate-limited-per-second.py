# Breaks every sentence of "Returns:" past a rate limit: more than 100 calls within one second
# raise RuntimeError. Calling rule_home({"tier"}, True) 101 times in a loop: the 101st raises
# instead of returning "PreToolUse" (a property-based grader makes that many calls quickly).
import time
from collections import deque

TRUSTED = frozenset({"user", "tier", "time", "session"})
_CALLS = deque()


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    now = time.monotonic()
    while _CALLS and now - _CALLS[0] > 1.0:
        _CALLS.popleft()
    if len(_CALLS) >= 100:
        raise RuntimeError("rule_home: rate limit exceeded (100 calls/s)")
    _CALLS.append(now)
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"
