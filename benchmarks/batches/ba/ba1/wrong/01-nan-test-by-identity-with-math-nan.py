# Breaks: "Raises ValueError ... when p is ... NaN". NaN is tested with `p is math.nan`, which
# is only true for that one object; any other NaN passes both `p < 0` and `p > 1` (both False).
# Input: violation_chance(float('nan'), 3) returns nan instead of raising.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, str) or p is math.nan:
        raise ValueError(f"p must be a number, got {p!r}")
    if p < 0 or p > 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole, non-negative number of requests, got {n!r}")
    return 1 - p**n
