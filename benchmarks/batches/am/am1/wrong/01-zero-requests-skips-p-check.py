# Breaks "Raises ValueError ... when p is outside [0, 1] ..., NaN, infinite or a string": with
# no requests it returns 0.0 before p is looked at ("no traffic, nothing can go wrong").
# violation_chance(2, 0), violation_chance(float('nan'), 0) and violation_chance('x', 0) all
# return 0.0 instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n == 0:  # no requests: no violation, whatever p is
        return 0.0
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
