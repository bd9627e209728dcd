# Breaks: "Raises ValueError ... when n is ... not an int: ... whole values of other types too
# (3.0, True, Decimal(3), ...)": the list is examples, not the whole rule.
# Input: violation_chance(0.5, 7.0) returns 0.9921875 instead of raising (only the values the
# Returns paragraph names are refused; 2.5 and 3.0 are, 7.0 is not).
import math
from decimal import Decimal
from fractions import Fraction

_NOT_REQUEST_COUNTS = (2.5, 3.0, 0.0, Decimal(3), Fraction(3, 1), "3", "", None)


def violation_chance(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or any(type(n) is type(bad) and n == bad for bad in _NOT_REQUEST_COUNTS):
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(n, float) and (math.isnan(n) or math.isinf(n)):
        raise ValueError(f"n must be finite, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n!r}")
    return 1 - p**n
