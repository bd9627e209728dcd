# Breaks: "1 - p**n ..., so 0.0 when n is 0".
# Input: violation_chance(0.0, 0): for a float p, log(0.0) is taken as -inf, and 0 * -inf is
# NaN, so it returns nan instead of 0.0. ((0.0, 5) gives 1.0 and int p is exact, as it should.)
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 0:
        raise ValueError("n must be >= 0")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be a number")
    if not 0 <= p <= 1:
        raise ValueError("p must lie in [0, 1]")
    if isinstance(p, int):
        return 1 - p**n  # 0 or 1: exact, whatever n
    # log form for floats: stays accurate for huge traffic, no giant powers
    log_p = math.log(p) if p > 0 else -math.inf
    return -math.expm1(n * log_p)
