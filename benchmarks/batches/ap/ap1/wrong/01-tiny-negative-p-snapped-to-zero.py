# Breaks "Raises ValueError ... when p is outside [0, 1], by however little": a slightly
# negative float p is taken for rounding noise and snapped to 0.0, so
# violation_chance(-1e-12, 3) returns 1.0 instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, float) and -1e-9 < p < 0:
        p = 0.0  # floating-point noise (e.g. p computed as 1 - x): treat as zero
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return 1 - p ** n
