# Breaks "Any int n >= 0 is a number of requests, however large: 2**70, and 10**400 with an int p (1**n is
# exact ...). Only a float p with an n beyond about 1e308 is not graded": it refuses every n above
# sys.float_info.max, whatever p is, so violation_chance(1, 10**400) raises instead of returning 0
# (and violation_chance(0, 10**400) instead of 1). 2**70 still works.
import sys


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    if n > sys.float_info.max:
        raise ValueError("n beyond about 1e308 requests is not supported")
    return 1 - p**n
