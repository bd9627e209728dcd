# Breaks: "`p` is an `int` or `float` (`0` and `1` included)" with "Any `int` `n` >= 0 ..., however large".
# For a float p and n above a million it switches to -expm1(n*log(p)) "to avoid underflow", so
# violation_chance(0.0, 2_000_000) (and -0.0) raises ValueError (math domain error) instead of returning 1.0;
# a small n, or an int p, still takes the exact path.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or math.isnan(p) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, float) and n > 1_000_000:
        return -math.expm1(n * math.log(p))
    return 1 - p**n
