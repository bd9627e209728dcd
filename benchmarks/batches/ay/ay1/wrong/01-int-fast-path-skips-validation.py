# Breaks: "Raises ValueError ... when p is outside [0, 1] ... (2, -1, 10**400) ... or when n is
# negative". Two ints are "exact, nothing to check" and go straight to 1 - p**n:
# violation_chance(2, 3) returns -7, violation_chance(1, -1) returns 0.0,
# violation_chance(0, -1) raises ZeroDivisionError.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) is int and type(n) is int:
        return 1 - p**n  # integer arithmetic is exact: fast path
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {p!r}")
    if isinstance(p, float) and math.isnan(p):
        raise ValueError("p must not be NaN")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a non-negative int, got {n!r}")
    return 1 - p**n
