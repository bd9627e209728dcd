# WRONG. Breaks: "Raises ValueError ... when n is negative or not an int: 2.5, NaN, ±inf";
# only "for an infinite n ... an OverflowError passes too". It treats every non-finite float n
# alike: violation_chance(0.5, float('nan')) raises OverflowError instead of ValueError.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, float) and not math.isfinite(n):
        raise OverflowError(f"n={n!r} is not a finite number of requests")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
