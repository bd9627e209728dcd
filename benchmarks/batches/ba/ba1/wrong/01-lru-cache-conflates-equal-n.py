# Breaks: "Raises ValueError ... when n is ... not an int: ... whole values of other types too
# (3.0, True, Decimal(3), Fraction(3, 1) ...)". Input: violation_chance(0.5, 3), then
# violation_chance(0.5, 3.0): lru_cache keys 3 and 3.0 as the same (equal, same hash), so the
# second call returns the cached 0.875 instead of raising. Same for (0.5, 1) then (0.5, True).
import functools


@functools.lru_cache(maxsize=1024)  # the traffic plot asks the same (p, n) again and again
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n cannot be negative, got {n}")
    return 1 - p**n
