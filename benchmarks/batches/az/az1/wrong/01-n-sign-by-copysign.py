# Breaks: "Any int n >= 0 is a number of requests, however large: 2**70, and 10**400
# with an int p". The sign of n is read with math.copysign, which converts n to a float:
# violation_chance(1, 10**400) raises OverflowError instead of returning 0 (and
# violation_chance(0, 10**400) instead of returning 1).
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or p != p or not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    if type(n) is not int:
        raise ValueError("n must be a whole number of requests")
    if math.copysign(1, n) < 0:  # catches -0 style signs too
        raise ValueError("n must not be negative")
    return 1 - p**n
