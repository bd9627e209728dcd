# Breaks: "Raises ValueError ... when n is negative": `&` (a pandas habit) binds tighter than
# `>=`, so the test is (whole & n) >= 0, true for every int; violation_chance(0.5, -3)
# returns -7.0 instead of raising (and True is let through as well).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or p != p or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    whole = isinstance(n, int) and not isinstance(n, bool)
    if not whole & n >= 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
