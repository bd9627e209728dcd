# Breaks "Raises ValueError ... when n is negative or not an int: 2.5, NaN, ±inf, ...": n is
# screened as a finite, non-negative real number only, so violation_chance(0.5, 2.5) returns
# 1 - 0.5**2.5 (about 0.823) instead of raising (also 3.0, Decimal(3), Fraction(3, 1)).
import math
import numbers


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be an int or a float")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if isinstance(n, bool) or not isinstance(n, numbers.Real):
        raise TypeError("n must be a number of requests")
    if isinstance(n, float) and not math.isfinite(n):
        raise ValueError("n must be finite")
    if n < 0:
        raise ValueError("n must not be negative")
    return 1 - p**n
