# Breaks "p is an int or float (0 and 1 included)": p is "in range" when clamping leaves the
# very same object (`max(0, min(1, p)) is p`); min/max keep the int bound on a tie, so the
# floats 0.0 and 1.0 come back as the ints 0 and 1: violation_chance(1.0, 5) and
# violation_chance(0.0, 5) raise ValueError instead of returning 0.0 and 1.0.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be an int or a float")
    if max(0, min(1, p)) is not p:  # clamping changed it: outside [0, 1] (or NaN)
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 0:
        raise ValueError("n must not be negative")
    return 1 - p**n
