# Breaks "Raises ValueError ... when p is outside [0, 1] ... whatever its type or size (2, -1, ...)":
# the bound is checked on abs(p), so a negative p gets through. violation_chance(-0.5, 2)
# returns 0.75 instead of raising (and violation_chance(-1, 2) returns 0).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not abs(p) <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
