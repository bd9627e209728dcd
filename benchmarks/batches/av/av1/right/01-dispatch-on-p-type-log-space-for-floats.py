# Right: n must be an exact int >= 0 (else ValueError); p is dispatched on type: an int p must be
# 0 or 1 and gets the exact 1 - p**n (any n, 10**400 too); a float p must pass 0.0 <= p <= 1.0
# (fails for NaN, ±inf, anything outside) and gets -expm1(n*log p) == 1 - p**n to ~1e-15, with
# p == 0.0 and n == 0 handled apart; any other type (str, Decimal, ...) raises TypeError.
import math
from functools import singledispatch


@singledispatch
def _chance(p, n):
    raise TypeError(f"p must be an int or a float, got {type(p).__name__}")


@_chance.register
def _(p: int, n):
    if p not in (0, 1):
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    return 1 - p**n


@_chance.register
def _(p: float, n):
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if n == 0:
        return 0.0
    if p == 0.0:
        return 1.0
    return -math.expm1(n * math.log(p))


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if type(p) is bool:
        raise TypeError("p must be a probability, not a bool")
    return _chance(p, n)
