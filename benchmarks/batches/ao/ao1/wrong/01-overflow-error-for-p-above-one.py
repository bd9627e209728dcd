# Breaks "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... (2, -1, 10**400)";
# an OverflowError passes only "for an infinite n, or an int p too large for a float". This answer
# reads that clause as "a p that is too large raises OverflowError", so violation_chance(2, 3) and
# violation_chance(1.5, 3) raise OverflowError, which is neither ValueError nor TypeError.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if p != p:
        raise ValueError("p is NaN, not a probability")
    if p > 1:
        raise OverflowError(f"p={p!r} is too large for a probability")
    if p < 0:
        raise ValueError(f"p must not be negative, got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
