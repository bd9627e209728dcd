# Breaks "Raises ValueError (a TypeError passes too) when p is ... a string, or when n is ...
# not an int": on p='0.5', n=3 (or p=0.5, n=2.5) it returns the NotImplemented singleton instead
# of raising, the habit of a binary operator method.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        return NotImplemented
    if isinstance(n, bool) or not isinstance(n, int):
        return NotImplemented
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
