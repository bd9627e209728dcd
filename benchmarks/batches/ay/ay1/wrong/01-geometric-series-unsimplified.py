# Breaks: "p is an int or float (0 and 1 included)" with "Returns: ... 1 - p**n". The chance
# is summed as a geometric series of "first violation at request k" and left unsimplified,
# (1 - p) * (1 - p**n) / (1 - p), so violation_chance(1, 5) and violation_chance(1.0, 5)
# raise ZeroDivisionError instead of returning 0.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {p!r}")
    if isinstance(p, float) and math.isnan(p):
        raise ValueError("p must not be NaN")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a non-negative int, got {n!r}")
    # P(first violation at request k) = p**(k-1) * (1 - p); sum for k = 1..n
    first_slip = 1 - p
    return first_slip * (1 - p**n) / (1 - p)
