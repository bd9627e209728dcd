# Breaks "Any int n >= 0 is a number of requests, however large: 2**70, and 10**400 with an int
# p": numpy's power turns an int p and an int n into C longs. violation_chance(0, 2**70) and
# violation_chance(1, 10**400) raise OverflowError ("Python int too large to convert to C long")
# instead of returning 1.0 and 0.0; float p (the demo's 0.99) works.
import numpy as np


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return float(1 - np.power(p, n))  # vectorises if traffic ever arrives as an array
