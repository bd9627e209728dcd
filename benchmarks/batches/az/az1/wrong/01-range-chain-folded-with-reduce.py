# Breaks: "Raises ValueError ... when p is outside [0, 1]" (and "NaN").
# The bounds 0 <= p <= 1 are written as reduce(operator.le, (0, p, 1)), which does not
# chain: it computes (0 <= p) <= 1, a bool against 1, always True.
# violation_chance(2, 3) returns -7 and violation_chance(float('nan'), 1) returns nan.
import operator
from functools import reduce


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float):
        raise TypeError("p must be an int or a float")
    if type(n) is not int or n < 0:
        raise ValueError("n must be a whole number of requests")
    if not reduce(operator.le, (0, p, 1)):
        raise ValueError("p must be a probability")
    return 1 - p**n
