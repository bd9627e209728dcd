# Breaks "Any `int` `n` >= 0 is a number of requests, however large: `2**70`" (Returns,
# Exercise 1): to avoid float error the power is taken exactly as a Fraction, so
# violation_chance(0.5, 2**70) tries to build 2**(2**70) and dies with MemoryError (or runs
# for ever) instead of returning 1.0; small n such as (0.99, 10) are exact and right.
from fractions import Fraction


def _check(p, n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    _check(p, n)
    exact = 1 - Fraction(p) ** n  # no rounding until the very end
    return float(exact)
