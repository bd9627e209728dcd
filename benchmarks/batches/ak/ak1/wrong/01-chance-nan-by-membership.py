# WRONG. Breaks: "Raises ValueError ... when p is ... NaN". `p in (math.nan, ...)` tests
# identity first and NaN != NaN, so only the very object math.nan is caught: a fresh NaN such
# as violation_chance(float('nan'), 3) (or 0 * math.inf) slips past both checks and returns nan.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if p in (math.nan, math.inf, -math.inf):
        raise ValueError(f"p must be a finite probability, got {p!r}")
    if p < 0 or p > 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
