# Breaks "Raises ValueError ... when p is outside [0, 1], by however little": it checks the
# violation rate q = 1 - p instead of p, and 1 - p rounds tiny negatives away.
# violation_chance(-1e-17, 2) returns 1.0 (1 - (-1e-17) == 1.0 is "in range") instead of
# raising; -5e-324 slips through the same way.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise ValueError(f"p must be a number, got {p!r}")
    q = 1 - p  # the rate of violations per request
    if not 0 <= q <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
