# Breaks "Raises ValueError ... when n is negative": the guard is written `n < -1` (meant as
# "below zero"), so n = -1 slips through: violation_chance(0.5, -1) returns -1.0
# (1 - 0.5**-1) instead of raising. n = -2, -5 or -10**400 are refused.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be an int or a float")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < -1:
        raise ValueError(f"n must be a number of requests, got {n}")
    return 1 - p**n
