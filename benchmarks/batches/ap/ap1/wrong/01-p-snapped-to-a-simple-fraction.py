# Breaks "Returns: 1 - p**n (within a relative 1e-9 or an absolute 1e-12), neither rounded ...":
# a float p is cleaned of "binary noise" with Fraction.limit_denominator(10**6), which turns
# p = 1 - 1e-9 into 1, so violation_chance(1 - 1e-9, 10**6) returns 0.0 instead of about 1e-3.
from fractions import Fraction


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if isinstance(p, float):
        p = float(Fraction(p).limit_denominator(10**6))  # 0.99 means 99/100, not 0.98999...
    return 1 - p ** n
