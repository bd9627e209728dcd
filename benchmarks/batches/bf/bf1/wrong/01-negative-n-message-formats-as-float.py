# Breaks: "Raises ValueError (a TypeError passes too) ... when n is negative"; OverflowError
# passes only "for an infinite n, or an int p too large for a float".
# Input: violation_chance(0.5, -10**400): the error message formats n with ":.0f", which
# converts the int to float and raises OverflowError instead of ValueError.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n:.0f}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
