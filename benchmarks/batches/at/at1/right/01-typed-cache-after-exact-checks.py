# Right: exact type checks first (p an int or float, n an int but not a bool), then a range check that
# also refuses NaN; only then a functools.lru_cache(typed=True) on the power, so 1, 1.0 and True, or
# 3 and 3.0, never share an entry and no unchecked value reaches the cache. Returns 1 - p**n (0 for n=0).
from functools import lru_cache


@lru_cache(maxsize=4096, typed=True)
def _complement(p, n):
    return 1 - p**n


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or not (0 <= p <= 1):
        raise ValueError(f"p must be an int or float probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return _complement(p, n)
