# WRONG (Go habit: errors are values). Breaks "Raises ValueError (a TypeError passes too)
# when p is outside [0, 1] ... or when n is negative or not an int": on violation_chance(2, 3)
# or violation_chance(0.5, -1) it *returns* a ValueError instance instead of raising it.
# Happy path (violation_chance(0.99, 10) == 1 - 0.99**10) is right.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        return TypeError(f"p must be a number, got {p!r}")
    if math.isnan(p) or not 0 <= p <= 1:
        return ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        return TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        return ValueError(f"n must be >= 0, got {n!r}")
    return 1 - p**n
