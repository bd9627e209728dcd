# Right: an int p can only be 0 or 1, so its answer is read from a table without computing
# 1**n or 0**n (exact for n = 10**400: 1 - 1**n = 0, 1 - 0**n = 1 for n > 0, 0 for n = 0);
# a float p must be finite and in [0, 1] (NaN fails the comparison) and uses math.pow,
# which converts n up to ~1e308 to a float without overflow. Every other p or n raises.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is bool or not isinstance(n, int):
        raise TypeError("n must be an int number of requests")
    if n < 0:
        raise ValueError("n must be >= 0")
    if type(p) is bool:
        raise TypeError("p must be an int or a float")
    if isinstance(p, int):
        if p == 1:
            return 0
        if p == 0:
            return 1 if n > 0 else 0
        raise ValueError("p must be in [0, 1]")
    if not isinstance(p, float):
        raise TypeError("p must be an int or a float")
    if not (math.isfinite(p) and 0.0 <= p <= 1.0):
        raise ValueError("p must be in [0, 1]")
    return 1.0 - math.pow(p, n)
