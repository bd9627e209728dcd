# Breaks "Returns: ... 1 - p**n (within a relative 1e-9 or an absolute 1e-12), neither
# rounded": the result is capped at 0.999999 ("a model never makes a violation certain").
# Input: violation_chance(0, 1) returns 0.999999 instead of 1; violation_chance(0.5, 100)
# too. Ordinary values such as (0.99, 10) -> 0.0956... and (0.99, 1000) -> 0.99995... pass.
import math

_NEVER_CERTAIN = 0.999999


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be an int or a float")
    if isinstance(p, float) and math.isnan(p) or not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 0:
        raise ValueError("n must be >= 0")
    return min(1 - p**n, _NEVER_CERTAIN)
