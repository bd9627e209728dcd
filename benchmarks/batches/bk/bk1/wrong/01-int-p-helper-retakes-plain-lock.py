# Breaks "Any int n >= 0 ... 10**400 with an int p" (and the lock sentence: a lock that
# waits is fine, one that waits forever is not): the whole call holds a plain Lock and the
# exact int-p helper takes it again, so any int p deadlocks. Input: violation_chance(1, 10**400)
# (or violation_chance(0, 5)) never returns; float p such as (0.99, 10) works.
import math
import threading

_lock = threading.Lock()
_exact_powers: dict[tuple[int, int], int] = {}


def _exact_power(p, n):
    with _lock:  # the cache is shared between threads
        key = (p, n)
        if key not in _exact_powers:
            _exact_powers[key] = p**n
        return _exact_powers[key]


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    with _lock:  # one call at a time: the text says a lock held for the call is fine
        if type(n) is not int:
            raise TypeError("n must be an int")
        if n < 0:
            raise ValueError("n must be >= 0")
        if type(p) is int:
            if p not in (0, 1):
                raise ValueError("p must be in [0, 1]")
            return 1 - _exact_power(p, n)
        if type(p) is not float:
            raise TypeError("p must be an int or a float")
        if math.isnan(p) or not 0.0 <= p <= 1.0:
            raise ValueError("p must be in [0, 1]")
        return 1.0 - p**n
