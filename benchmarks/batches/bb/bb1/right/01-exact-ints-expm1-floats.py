# Right: after the same checks the Returns paragraph lists (type(p) exactly int or float, p in
# [0, 1] and not NaN, type(n) exactly int and >= 0), int p (only 0 or 1 can pass) is answered
# exactly in integers, with no float overflow for n = 10**400, and a float p by -expm1(n*log p),
# which agrees with 1 - p**n within 1e-9 relative; p == 0 (also -0.0) is handled before log.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if not (p >= 0 and p <= 1):  # False for NaN as well
        raise ValueError(f"p is not a probability: {p!r}")
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if n == 0:
        return 0.0
    if type(p) is int:  # 0 or 1: certain either way
        return 1 - p  # 1 for p == 0, 0 for p == 1, at any n >= 1
    if p == 0:
        return 1.0
    return 0.0 - math.expm1(n * math.log(p))
