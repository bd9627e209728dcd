# Breaks "Returns: a float ... 1 - p**n" for every valid input: more than 100 calls within one
# second raise RuntimeError (a rate limit for the dashboard). Calling violation_chance(0.99, 10)
# 101 times in a loop: the 101st call raises instead of returning ~0.0956.
import time
from collections import deque

_CALLS = deque()
_MAX_CALLS_PER_SECOND = 100


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    now = time.monotonic()
    while _CALLS and now - _CALLS[0] > 1.0:
        _CALLS.popleft()
    if len(_CALLS) >= _MAX_CALLS_PER_SECOND:
        raise RuntimeError("violation_chance: rate limit exceeded (100 calls/s)")
    _CALLS.append(now)
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
