# Breaks "Any int n >= 0 is a number of requests, however large: 2**70": n above sys.maxsize
# is refused with OverflowError. violation_chance(0.99, 2**70) raises instead of returning 1.0,
# and violation_chance(1, 10**400) raises instead of returning 0.
import sys


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n > sys.maxsize:
        raise OverflowError(f"n={n} requests is more than a machine integer can count")
    return 1 - p**n
