# Right: n must be an int other than bool and >= 0 (TypeError/ValueError otherwise); p must
# be an int or float in [0, 1] (NaN fails the chained test, strings/Decimal/Fraction get
# TypeError, huge ints fail the range test exactly). Int p is 0 or 1: the answer is exact
# (0.0 or 1.0) for any n, even 10**400. Float p uses -expm1(n*log p), equal to 1 - p**n
# within far less than 1e-9 relative; p == 0.0 is special-cased (log undefined).
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is bool or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests (an int), got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if type(p) is bool or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float probability, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if n == 0:
        return 0.0
    if isinstance(p, int) or p == 0.0:
        return 0.0 if p == 1 else 1.0
    if p == 1.0:
        return 0.0
    return -math.expm1(n * math.log(p))
