# WRONG (a "clever" one-comparison range check, |p - 0.5| <= 0.5, that rounds). Breaks
# "Raises ValueError ... when p is outside [0, 1], by however little": for p = -1e-17,
# p - 0.5 rounds to -0.5, so violation_chance(-1e-17, 2) returns 1.0 instead of raising
# (same for -5e-324). Whole-unit misses (2, -1, 1 + 2**-52) and NaN still raise.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if (isinstance(p, float) and math.isnan(p)) or not abs(p - 0.5) <= 0.5:
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n!r}")
    return 1 - p**n
