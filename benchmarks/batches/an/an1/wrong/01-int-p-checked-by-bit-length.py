# Breaks "Raises ValueError ... when p is outside [0, 1] ... whatever its type or size (2, -1,
# 10**400)": an int p is accepted when it fits in one bit, and (-1).bit_length() is 1 too.
# violation_chance(-1, 3) returns 2 and violation_chance(-1, 2) returns 0 instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, int):
        if p.bit_length() > 1:  # an int probability is 0 or 1: one bit at most
            raise ValueError(f"an int p must be 0 or 1, got {p!r}")
    elif isinstance(p, float):
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    else:
        raise TypeError(f"p must be an int or a float, got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    return 1 - p**n
