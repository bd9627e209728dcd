# Breaks: "Raises ValueError ... when n is negative or not an int: ... whole values of other
# types too" (only an int subclass other than bool is not graded; numpy.int64 is not an int).
# Input: violation_chance(0.5, numpy.int64(3)) returns 0.875 instead of raising:
# numbers.Integral admits numpy integers.
import math
import numbers


def violation_chance(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if not 0 <= p <= 1:  # NaN fails both comparisons
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, numbers.Integral):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n!r}")
    return 1 - p**n
