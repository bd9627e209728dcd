# Breaks: "Any `int` `n` >= 0 is a number of requests, however large: ... `10**400` with an `int` `p`".
# Screens n with math.isnan/math.isinf before the type check; both convert n to float, so
# violation_chance(1, 10**400) raises OverflowError instead of returning 0 (and (0, 10**400) instead of 1).
# An OverflowError passes only for an infinite n or an int p too large for a float.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if math.isnan(n) or math.isinf(n):
        raise ValueError(f"n must be a finite number of requests, got {n!r}")
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
