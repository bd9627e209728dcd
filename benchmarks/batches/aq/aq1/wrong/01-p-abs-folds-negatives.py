# Breaks "Raises ValueError ... when p is outside [0, 1], by however little ... and whatever its type
# or size (2, -1, 10**400)": abs() turns a negative p into a positive one first, so
# violation_chance(-1, 3) returns 0.0 and violation_chance(-0.5, 2) returns 0.75 instead of raising.
# Everything else (p > 1, NaN, strings, bad n) is still refused.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    p = abs(p)  # a compliance rate has no sign: treat '-0.99' as a typo for 0.99
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
