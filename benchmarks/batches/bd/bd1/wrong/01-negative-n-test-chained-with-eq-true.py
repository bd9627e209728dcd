# Breaks "Raises ValueError ... when n is negative": on p=0.5, n=-1 it returns -1.0.
# `n < 0 == True` is a chained comparison, (n < 0) and (0 == True), which is always False,
# so the sign test never fires.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n < 0 == True:  # noqa: E712
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
