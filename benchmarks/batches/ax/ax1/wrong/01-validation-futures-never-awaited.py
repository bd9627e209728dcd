# Breaks "Raises ValueError ... when p is outside [0, 1] ... or when n is negative or not an int":
# the two checks run in a thread pool and concurrent.futures.wait() never re-raises a worker's
# exception, so violation_chance(2, 1) returns -1 and violation_chance(0.5, -1) returns -1.0
# instead of raising. violation_chance(0.99, 100) is right.
from concurrent.futures import ThreadPoolExecutor, wait

_CHECKS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="chance-checks")


def _check_p(p):
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    if not 0 <= p <= 1:  # NaN fails this too
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")


def _check_n(n):
    if type(n) is not int:
        raise TypeError(f"n must be a whole number of requests, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    wait([_CHECKS.submit(_check_p, p), _CHECKS.submit(_check_n, n)])  # both checks at once
    return 1 - p**n
