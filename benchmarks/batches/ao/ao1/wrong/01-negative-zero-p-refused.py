# Breaks "Raises ValueError ... when p is outside [0, 1]" with "p is an int or float (0 and 1 included)":
# -0.0 == 0, so it lies inside [0, 1] and violation_chance(-0.0, 3) must return 1.0 (1 - (-0.0)**3),
# but this answer checks the sign with math.copysign, reads the minus sign of -0.0 as a negative
# probability and raises ValueError. Ordinary p (0.99, 0, 1, 0.5) are answered correctly.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    # copysign sees the sign bit, so it catches -0.0 as well as -1: "no negative probabilities"
    if p != p or math.copysign(1.0, p) < 0 or p > 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
