# WRONG. Breaks: "Raises ValueError (a TypeError passes too) when p is ... infinite"; the
# OverflowError allowance covers "an infinite n, or an int p too large for a float", not an
# infinite p. It stretches that allowance to any p beyond the float range:
# violation_chance(float('inf'), 2) and violation_chance(-math.inf, 2) raise OverflowError.
import sys


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, (int, float)) and abs(p) > sys.float_info.max:
        raise OverflowError(f"p={p!r} is beyond what a float can hold")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
