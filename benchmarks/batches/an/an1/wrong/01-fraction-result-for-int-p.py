# Breaks "Returns: a `float` (an `int` passes too)": for an int p the answer is kept exact as a
# fractions.Fraction so that 10**400 requests work. violation_chance(1, 10**400) returns
# Fraction(0, 1) and violation_chance(0, 3) returns Fraction(1, 1): neither a float nor an int.
from fractions import Fraction


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
    if isinstance(p, int):  # float(p) and math.pow overflow for huge n: stay exact
        return 1 - Fraction(p) ** n
    return 1 - p**n
