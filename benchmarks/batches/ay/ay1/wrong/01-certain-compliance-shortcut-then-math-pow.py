# Breaks: "Any int n >= 0 is a number of requests, however large: ... 10**400 with an int p
# (1**n is exact, where math.pow ... overflow)". p == 1 is short-cut, but p == 0 still goes
# through math.pow: violation_chance(0, 10**400) raises OverflowError instead of returning 1.
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
        raise ValueError(f"n must be a non-negative int, got {n!r}")
    if p == 1:
        return 0.0  # perfect compliance: never a violation, however much traffic
    return 1.0 - math.pow(p, n)
