# Breaks: "1 - p**n ..., so 0.0 when n is 0". The author distrusts 0**0 and bumps n to at
# least one request, so violation_chance(0.5, 0) returns 0.5 and violation_chance(0, 0)
# returns 1 instead of 0.0.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    if isinstance(p, float) and (math.isnan(p) or math.isinf(p)):
        raise ValueError(f"p must be finite, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    n = max(n, 1)  # avoid the 0**0 corner
    return 1 - p**n
