# Right: p is checked by type (int/float, not bool: strings, Decimal NaN ... raise TypeError) and by
# a closed-range test that NaN, ±inf and 1 + 2**-52 fail; n must be an exact non-negative int. An int
# p (0 or 1) is answered exactly for any n (10**400); a float p through -expm1(n*log p), 0.0 apart
# (log would fail), which equals 1 - p**n within 1e-12 and gives 0.0 for n == 0.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or float probability, got {type(p).__name__}")
    if not (p >= 0 and p <= 1):  # NaN compares false both ways
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if type(n) is not int:
        raise TypeError(f"n must be an int number of requests, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if type(p) is int:
        return 0.0 if p == 1 or n == 0 else 1.0
    if p == 0.0:
        return 0.0 if n == 0 else 1.0
    return 0.0 - math.expm1(n * math.log(p))
