# Breaks "Raises ValueError ... when p is outside [0, 1] ... whatever its type or size (2, -1, 10**400)":
# math.isfinite(10**400) raises OverflowError, which this answer catches as "an exact int too big for a
# float, so finite" -- but the range check sits in the same try block and is skipped, so
# violation_chance(10**400, 1) returns 1 - 10**400 (and violation_chance(-10**400, 1) returns 1 + 10**400).
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    try:
        if not math.isfinite(p) or not 0 <= p <= 1:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    except OverflowError:
        pass  # an int too large for a float is still finite: nothing to check
    if isinstance(p, int):
        return 1 - p ** min(n, 1)  # 0**n and 1**n, exact without the big power
    return 1 - p**n
