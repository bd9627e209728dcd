# Right: memoised with typed=True, so (0.5, 3) and (0.5, 3.0), or n=1 and n=True, are different
# keys and each is validated on its own; exceptions are never cached. The checks: p an exact int
# or float inside [0, 1] (NaN and ±inf fail the chained comparison), n an exact int >= 0; the
# value is 1 - p**n, exact for int p and 0.0 for n == 0.
from functools import lru_cache


@lru_cache(maxsize=4096, typed=True)
def _chance(p, n):
    if type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    return _chance(p, n)
