# Breaks: "Any int n >= 0 is a number of requests, however large: 2**70 ...". "At least one
# violation" is summed as P(k violations) for k = 1..n; math.comb(n, k) times a float overflows
# once the binomial coefficient passes 1.8e308. Input: violation_chance(0.99, 2000) raises
# OverflowError (expected about 1.0); so does violation_chance(0.99, 2**70).
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, str) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole, non-negative number of requests, got {n!r}")
    if p in (0, 1):  # the sure cases: no sum needed
        return float(p == 0 and n > 0)
    q = 1 - p  # the chance that one request violates the rule
    return math.fsum(math.comb(n, k) * q**k * p ** (n - k) for k in range(1, n + 1))
