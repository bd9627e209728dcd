# Breaks "Returns: ... `1 - p**n`" for p below one half: such a p is taken to be the slip rate
# and turned into 1 - p. violation_chance(0.3, 2) returns 0.51 instead of 0.91, and
# violation_chance(0, 5) returns 0.0 instead of 1.0; the demo's 0.99 is untouched.
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
    # callers pass either the compliance (0.99) or the slip rate (0.01); a deployed rule that is
    # followed less than half the time makes no sense, so a small p is the slip rate
    if p < 0.5:
        p = 1 - p
    return 1 - p**n
