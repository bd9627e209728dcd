# Breaks: "Any int n >= 0 is a number of requests, however large: ... 10**400 with an int p".
# Input: violation_chance(1, 10**400) raises OverflowError (math.sqrt converts n to a float)
# instead of returning 0; OverflowError passes only for infinite n or a huge int p.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    math.sqrt(n)  # ValueError (math domain error) when n is negative
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be a number")
    if not 0 <= p <= 1:
        raise ValueError("p must lie in [0, 1]")
    return 1 - p**n
