# WRONG (rules as data: validators looked up by exact type in a dict; a missing key surfaces as
# KeyError). Breaks "Raises ValueError (a TypeError passes too) when p is ... a string, or when
# n is ... not an int": violation_chance('0.5', 3), violation_chance(0.5, 2.5) and
# violation_chance(0.5, True) raise KeyError, which is neither. Range errors do raise ValueError.
import math

_P_CHECKS = {
    int: lambda p: 0 <= p <= 1,
    float: lambda p: not math.isnan(p) and 0.0 <= p <= 1.0,
}
_N_CHECKS = {
    int: lambda n: n >= 0,
}


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not _P_CHECKS[type(p)](p):
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if not _N_CHECKS[type(n)](n):
        raise ValueError(f"n must be a number of requests >= 0, got {n!r}")
    return 1 - p**n
