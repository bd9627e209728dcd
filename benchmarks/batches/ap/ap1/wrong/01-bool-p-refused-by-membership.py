# Breaks "p is an int or float (0 and 1 included)": bools are screened out with
# `p in (True, False)`, which is also true for 0, 1, 0.0 and 1.0, so violation_chance(1, 5)
# and violation_chance(0.0, 3) raise TypeError instead of returning 0 and 1.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if p in (True, False):
        raise TypeError("p is a probability, not a flag")
    if not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return 1 - p ** n
