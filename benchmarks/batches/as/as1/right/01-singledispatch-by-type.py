# Right: n must be an int that is not a bool and >= 0 (else TypeError/ValueError, both accepted);
# p is dispatched on its type: a float must satisfy 0.0 <= p <= 1.0 (NaN fails the chain), an int
# must be 0 or 1 (and then 1 - p**min(n, 1) equals 1 - p**n exactly, even for n = 10**400);
# any other type (str, Decimal, Fraction, ...) raises TypeError, which the contract accepts.
import functools


@functools.singledispatch
def _all_comply(p, n):
    raise TypeError(f"p must be an int or a float, got {type(p).__name__}")


@_all_comply.register
def _(p: float, n):
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return p**n


@_all_comply.register
def _(p: int, n):
    if p not in (0, 1):
        raise ValueError("an int p must be 0 or 1")
    return p ** min(n, 1)  # 0**0 == 1, 0**k == 0, 1**k == 1: no huge power needed


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if n.__class__ is bool or not isinstance(n, int):
        raise TypeError("n must be a whole number of requests (an int)")
    if n < 0:
        raise ValueError("n must not be negative")
    return 1 - _all_comply(p, n)
