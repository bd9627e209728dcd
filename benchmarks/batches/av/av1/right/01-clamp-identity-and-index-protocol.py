# Right: p must be exactly int or float (other types: TypeError) and equal to its own clamp into
# [0, 1] (NaN, ±inf, 1 + 2**-52, 2, -1, 10**400 all fail; -0.0 passes); n must be a non-bool
# type with __index__ (float, Decimal, Fraction, str, bool refused) and >= 0. Returns 1 - p**n
# with ** (exact for int p, so 1**(10**400) is fine); n == 0 gives 0.
import operator


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if min(max(p, 0), 1) != p:  # a probability is its own clamp into [0, 1]
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if type(n) is bool or not hasattr(type(n), "__index__"):
        raise TypeError(f"n must be a whole number of requests (an int), got {n!r}")
    requests = operator.index(n)
    if requests < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    return 1 - p**requests
