# Breaks: "Raises ValueError ... when p is outside [0, 1], by however little ... and whatever its
# type or size": the values named there are examples, not the whole rule.
# Input: violation_chance(1.5, 2) returns -1.25 instead of raising (2, -1, 10**400, 1 + 2**-52,
# NaN and the infinities are refused; 1.5 is not).
import math

_OUT_OF_RANGE = (2, -1, 10**400, 1 + 2**-52, math.inf, -math.inf)


def violation_chance(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if p != p or p in _OUT_OF_RANGE or p < 0:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
