# Right: a number p is a probability when clamping it to [0, 1] leaves it unchanged (NaN never equals
# itself, ±inf and 1 + 2**-52 move; a string raises TypeError in max). n is an int and not a bool,
# and >= 0. An int p is answered exactly (1**n, 0**n for any n); a float p with math.pow, which
# takes any n up to ~1e308; the result is a float, 0.0 when n is 0.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be an int or a float")
    if min(max(p, 0), 1) != p:
        raise ValueError(f"p={p!r} is outside [0, 1]")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 0:
        raise ValueError("n must be >= 0")
    if isinstance(p, int):
        return float(1 - p**n)
    return 1.0 - math.pow(p, n)
