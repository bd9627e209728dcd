# Breaks: "Raises ValueError ... when p is outside [0, 1], by however little".
# The range test keeps p when int(p) == 0, and int() truncates toward zero, so a
# negative fraction passes: violation_chance(-0.5, 3) returns 1.125 instead of raising
# (p = -1 and p = 2 are still refused, so the obvious probes miss it).
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float):
        raise TypeError("p must be a number")
    if type(n) is not int:
        raise TypeError("n must be a whole number of requests")
    if n < 0:
        raise ValueError("n must not be negative")
    if isinstance(p, float) and (math.isnan(p) or math.isinf(p)):
        raise ValueError("p must be finite")
    # a probability has no whole part, except exactly 1
    if int(p) != 0 and p != 1:
        raise ValueError("p must be a probability")
    return 1 - p**n
