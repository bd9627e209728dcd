# Right: n must be an exact int (type check excludes bool, float, Decimal, Fraction, str) and
# >= 0; p must be exactly int or float and 0 <= p <= 1 (NaN fails the comparison; 10**400 is
# compared exactly). An int p (0 or 1) takes Python's exact ** (so 10**400 is fine), a float p
# math.pow (n up to ~1e308 converts), giving 1 - p**n unrounded, 0.0 when n is 0.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int:
        raise TypeError(f"n must be a whole number of requests (an int), got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or float probability, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if type(p) is int:
        return 1 - p**n  # 0 or 1: exact for any n
    return 1.0 - math.pow(p, n)
