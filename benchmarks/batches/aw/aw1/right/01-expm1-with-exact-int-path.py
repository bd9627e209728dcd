# Right: p must be an int or float (bool refused) with 0 <= p <= 1 (NaN fails the chained test),
# n an int that is not a bool and >= 0, else ValueError/TypeError. An int p (0 or 1) is
# computed exactly, so 10**400 requests need no float; a float p goes through
# -expm1(n*log p), equal to 1 - p**n well inside 1e-9 relative, with p == 0 and n == 0 handled apart.
import math
import operator


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if not (0 <= p <= 1):
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if isinstance(n, bool) or type(n) is not int:
        raise TypeError(f"n must be an int count of requests, got {type(n).__name__}")
    requests = operator.index(n)
    if requests < 0:
        raise ValueError(f"n must be >= 0, got {requests}")
    if type(p) is int:
        return 1 - p**requests
    if requests == 0:
        return 0.0
    if p == 0.0:
        return 1.0
    return 0.0 - math.expm1(requests * math.log(p))
