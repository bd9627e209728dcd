# Breaks "Any `int` `n` >= 0 is a number of requests, however large: `2**70`, and `10**400` with
# an `int` `p`" (Returns, Exercise 1): the n-fold product is math.prod(itertools.repeat(p, n)),
# and repeat's count must fit a C ssize_t, so violation_chance(0.99, 2**70) and
# violation_chance(1, 10**400) raise OverflowError instead of returning 1.0 and 0; (0.99, 10) is right.
import itertools
import math


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
    all_comply = math.prod(itertools.repeat(p, n))  # p * p * ... n times (1 when n == 0)
    return 1 - all_comply
