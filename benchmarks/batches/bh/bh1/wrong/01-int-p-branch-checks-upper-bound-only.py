# Breaks: "Raises ValueError ... when p is outside [0, 1] ... whatever its type or size (2, -1, ...)".
# Input: violation_chance(-1, 3) returns 2 (and (-1, 2) returns 0) instead of raising: the int
# branch only guards against p > 1 ("an int p can only be a 0/1 flag"), floats are fully checked.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests >= 0")
    if isinstance(p, bool):
        raise TypeError("p must be a number")
    if isinstance(p, int):
        if p > 1:
            raise ValueError("an int p must be 0 or 1")
        return 1 - p**n
    if not isinstance(p, float) or math.isnan(p) or not 0.0 <= p <= 1.0:
        raise ValueError("p must lie in [0, 1]")
    return 1 - p**n
