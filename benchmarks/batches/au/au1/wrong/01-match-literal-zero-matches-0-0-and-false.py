# Breaks "Raises `ValueError` ... when `n` is ... not an `int`: ... and their zeros `0.0`,
# `False`" (Returns, Exercise 1): `case 0:` is a literal pattern compared with ==, so it also
# matches 0.0 and False, and violation_chance(0.5, 0.0) / (0.5, False) return 0.0 instead of
# raising; (0.5, 0) -> 0.0 and (0.99, 10) are right, and p is checked first.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if math.isnan(p) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    match n:
        case 0:
            return 0.0  # no traffic, no violation
        case bool():
            raise ValueError(f"n must be a whole number of requests, got {n!r}")
        case int() if n > 0:
            return 1 - p**n
        case _:
            raise ValueError(f"n must be a whole number of requests, got {n!r}")
