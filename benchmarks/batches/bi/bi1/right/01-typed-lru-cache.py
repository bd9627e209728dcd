# Right: a typed LRU cache keys on (p, n) *and their types*, so 1, 1.0 and True are never
# conflated, and exceptions are never cached (an invalid call raises every time). Validation is
# exact-type for n (int >= 0) and an exact range check for int/float p (NaN and 1 + 2**-52 fail);
# the cached value is 1 - p**n itself.
from functools import lru_cache


@lru_cache(maxsize=1024, typed=True)
def _chance(p, n):
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    try:
        return _chance(p, n)
    except TypeError as unhashable:          # a list p, say: not a probability
        raise ValueError(f"p must be a probability, got {p!r}") from unhashable
