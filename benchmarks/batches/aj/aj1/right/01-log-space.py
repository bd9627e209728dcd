# RIGHT. Computed in log space, -expm1(n * log p), which equals 1 - p**n (and is more accurate
# when p is near 1); the exact corners are settled first so nothing goes through a float that
# cannot: p == 0 gives 1 (0 when n == 0), p == 1 or n == 0 gives 0, so int p with n = 10**400
# never reaches math.log. Validation: p an int/float in [0, 1] (NaN and strings refused), n a non-bool int >= 0.
import math


def _probability(p):
    if type(p) is bool or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {p!r}")
    if not (0 <= p <= 1):  # also False for NaN
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    return p


def _requests(n):
    if type(n) is bool or not isinstance(n, int):
        raise TypeError(f"n must be an int number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n cannot be negative, got {n!r}")
    return n


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    p, n = _probability(p), _requests(n)
    if n == 0 or p == 1:
        return 0.0
    if p == 0:
        return 1.0
    return -math.expm1(n * math.log(p))
