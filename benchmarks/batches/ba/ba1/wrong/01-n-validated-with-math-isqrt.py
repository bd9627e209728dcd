# Breaks: "Raises ValueError ... when n is ... not an int: ... (3.0, True, ...) and their zeros
# (0.0, False, '')". math.isqrt is used as the "is this a non-negative integer" test, and it
# accepts bools (they have __index__). Input: violation_chance(0.5, True) returns 0.5 and
# violation_chance(0.5, False) returns 0.0 instead of raising.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, str) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    try:
        math.isqrt(n)  # TypeError for anything that is not an integer, ValueError if negative
    except (TypeError, ValueError) as exc:
        raise ValueError(f"n must be a whole, non-negative number of requests, got {n!r}") from exc
    return 1 - p**n
