# Right: validates by exact type (n must be exactly int, so bool/float/Decimal/str are refused)
# and by exact comparison (0 <= p <= 1 is False for NaN, raises TypeError for a string), then
# computes 1 - p**n as -expm1(n*log p), with p == 0 and p == 1 taken apart so log(0) and a huge
# int n with an int p (10**400) never reach float arithmetic: 0.0 when n is 0, a plain float.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, str) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int:
        raise ValueError(f"n must be an int number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    if n == 0 or p == 1:
        return 0.0
    if p == 0:
        return 1.0
    return -math.expm1(n * math.log(p))
