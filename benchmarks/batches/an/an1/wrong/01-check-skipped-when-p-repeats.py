# Breaks "Raises ValueError ... when n is negative or not an int" on the second call: both
# arguments are only checked when p differs from the previous call's p. After
# violation_chance(0.99, 10), violation_chance(0.99, -1) returns -0.0101 and
# violation_chance(0.99, 2.5) returns 0.0248 instead of raising.
_last_checked_p = None


def _check(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    global _last_checked_p
    if p != _last_checked_p:  # a new compliance figure: check the inputs once for it
        _check(p, n)
        _last_checked_p = p
    return 1 - p**n
