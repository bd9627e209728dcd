# WRONG. Breaks: "Raises ValueError ... when p is outside [0, 1], by however little ... and
# whatever its type or size (2, -1, 10**400)". It checks that p**n is a probability instead
# of p: violation_chance(-1, 2) returns 0.0 ((-1)**2 == 1) and violation_chance(2, 0) and
# violation_chance(-0.5, 2) (-> 0.75) return a value instead of raising.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    # 0**n and 1**n exactly (10**400 requests), a float power for the rest
    all_comply = p**n if p in (0, 1) else math.pow(p, n)
    if not 0.0 <= all_comply <= 1.0:  # a probability in, a probability out
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - all_comply
