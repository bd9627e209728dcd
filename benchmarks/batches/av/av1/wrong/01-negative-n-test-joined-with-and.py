# Breaks: "Raises ValueError ... when n is negative or not an int: ... True ...". A slip of
# `and` for `or` in the n test: `not int or (bool and negative)`. violation_chance(0.5, -1)
# returns -1.0 and violation_chance(0.5, True) returns 0.5 instead of raising; floats, strings,
# Decimal and Fraction n are still refused.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if not isinstance(n, int) or isinstance(n, bool) and n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
