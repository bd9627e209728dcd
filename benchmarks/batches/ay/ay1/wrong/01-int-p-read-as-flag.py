# Breaks: "Raises ValueError ... when p is outside [0, 1] ... whatever its type or size (2, -1, 10**400)"
# and "1 - p**n ... so 0.0 when n is 0". An int p is read as an always/never flag:
# violation_chance(2, 3) returns 0.0 instead of raising; violation_chance(0, 0) returns 1.0, not 0.0.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if type(p) is int:
        # an int compliance can only mean "always" (1) or "never" (0)
        return 0.0 if p else 1.0
    if type(p) is not float or math.isnan(p) or not 0.0 <= p <= 1.0:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n
