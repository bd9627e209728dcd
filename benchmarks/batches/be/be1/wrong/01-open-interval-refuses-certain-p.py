# Breaks: "`p` is an `int` or `float` (`0` and `1` included)" -- this answer treats a
# probability as strictly between 0 and 1 and raises ValueError for the endpoints.
# Input: violation_chance(1, 5) must return 0.0 (and violation_chance(0.0, 3) must return
# 1.0); here both raise ValueError.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests (an int), got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not (0 < p < 1):  # a "probability" strictly inside the interval
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n
