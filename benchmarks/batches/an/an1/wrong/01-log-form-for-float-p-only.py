# Breaks "p is an int or float (0 and 1 included)": ints are computed exactly, floats through
# -expm1(n*log p), and math.log(0.0) raises "math domain error". violation_chance(0.0, 3) raises
# ValueError instead of returning 1.0 (and violation_chance(0.0, 0) instead of 0.0); the int 0 works.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    if isinstance(p, int):  # 0 or 1: exact for any n, even 10**400
        return 1 - p**n
    # floats: the numerically stable form, no cancellation when p is close to 1
    return 0.0 - math.expm1(n * math.log(p))
