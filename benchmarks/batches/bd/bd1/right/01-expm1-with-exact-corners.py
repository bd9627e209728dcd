# Right: validates p (an int or float, not bool, inside [0, 1]; NaN fails the chained comparison) and
# n (an int, not bool, >= 0) with ValueError; answers the exact corners without floats (n == 0 -> 0,
# p == 1 -> 0, p == 0 -> 1), so int p with n = 10**400 never overflows, and otherwise computes
# 1 - p**n as -expm1(n * log p), accurate to well within 1e-9 relative for 0 < p < 1 and n up to 1e308.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not (0 <= p <= 1):
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole, non-negative number of requests, got {n!r}")
    if n == 0 or p == 1:
        return 0.0
    if p == 0:
        return 1.0
    return -math.expm1(n * math.log(p))
