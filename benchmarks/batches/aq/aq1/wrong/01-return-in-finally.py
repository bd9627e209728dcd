# Breaks "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... or when n is negative
# or not an int": the `return` inside `finally` swallows the ValueError the checks raise, so
# violation_chance(1.5, 3), violation_chance(0.5, -1) and violation_chance(0.5, 2.5) all return 0.0.
# (Transfer of return_in_finally.) Happy path violation_chance(0.99, 100) is right.


def _check(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    result = 0.0
    try:
        _check(p, n)
        result = 1 - p**n
    finally:
        return result  # always hand back a number
