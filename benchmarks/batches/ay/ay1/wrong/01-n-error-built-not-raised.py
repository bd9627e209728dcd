# Breaks: "Raises ValueError ... when n is negative or not an int: 2.5, ...". The n check
# builds the ValueError but never raises it (the `raise` keyword is missing), so
# violation_chance(0.5, 2.5) returns 0.82... and violation_chance(0.5, -1) returns -1.0.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {p!r}")
    if isinstance(p, float) and math.isnan(p):
        raise ValueError("p must not be NaN")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
