# Breaks "Raises ValueError ... when p is outside [0, 1], by however little (1 + 2**-52) and whatever
# its type or size": a p outside the interval only triggers a RuntimeWarning and is clipped into it,
# so violation_chance(1.5, 3) returns 0 (p clipped to 1) and violation_chance(-0.2, 3) returns 1
# instead of raising.
import math
import warnings


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if math.isnan(p):
        raise ValueError("p is NaN, not a probability")
    if not 0 <= p <= 1:
        warnings.warn(f"p={p!r} is not a probability; clipped to [0, 1]", RuntimeWarning, stacklevel=2)
        p = min(max(p, 0), 1)
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
