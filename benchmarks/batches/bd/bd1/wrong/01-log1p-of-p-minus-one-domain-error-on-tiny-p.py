# Breaks "Returns: a float ...: 1 - p**n" for a valid p ("p is an int or float (0 and 1 included)"):
# on p=1e-17, n=1 it raises ValueError (math domain error) instead of returning ~1.0, because
# p - 1 rounds to exactly -1.0 and log1p(-1.0) is undefined. Any positive p below ~1.1e-16 does it.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n == 0 or p == 1:
        return 0.0
    if p == 0:
        return 1.0
    # p**n written as exp(n * log(1 - q)) with q = 1 - p: accurate when p is close to 1,
    # which is the interesting case (99%, 99.9% compliance).
    return -math.expm1(n * math.log1p(p - 1))
