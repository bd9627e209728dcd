# Breaks: "Raises ValueError ... when p is outside [0, 1], by however little": p > 1 is
# refused, but a negative p is left to math.log, whose ValueError is caught as "log(0): the
# model never complies", so violation_chance(-0.5, 2) returns 1.0 instead of raising
# (and so does violation_chance(float('-inf'), 2)).
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if type(p) not in (int, float) or p != p or p > 1:  # log refuses negatives itself
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if n == 0 or p == 1:
        return 0.0
    try:
        log_p = math.log(p)
    except ValueError:  # log(0): a model that never complies violates on the first request
        return 1.0
    return -math.expm1(n * log_p)  # accurate when p is close to 1
