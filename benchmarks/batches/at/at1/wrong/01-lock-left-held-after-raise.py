# Breaks: "Returns: ... 1 - p**n" (and "Raises ValueError") for every call after the first invalid one.
# The cache lock is acquired by hand and the ValueError for violation_chance(2, 3) leaves it held, so
# the next call, violation_chance(0.5, 3), waits out its timeout and raises RuntimeError instead of
# returning 0.875.
import threading

_lock = threading.Lock()
_cache = {}


def _check(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not _lock.acquire(timeout=0.2):  # the cache is shared between threads
        raise RuntimeError("violation_chance: the cache is busy, try again")
    _check(p, n)
    key = (type(p), p, n)
    if key not in _cache:
        _cache[key] = 1 - p**n
    result = _cache[key]
    _lock.release()
    return result
