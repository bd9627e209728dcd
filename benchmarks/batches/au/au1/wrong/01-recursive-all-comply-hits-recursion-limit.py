# Breaks "Any `int` `n` >= 0 is a number of requests, however large" (Returns, Exercise 1):
# the chance that all n requests comply is computed by a recurrence on n, so
# violation_chance(0.99, 5000) raises RecursionError instead of returning 1 - 0.99**5000
# (2**70 fails the same way); (0.99, 10) is right.


def _check(p, n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")


def _all_comply(p, n):
    """P(no violation in n requests) = p * P(no violation in n - 1 requests)."""
    if n == 0:
        return 1
    return p * _all_comply(p, n - 1)


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    _check(p, n)
    return 1 - _all_comply(p, n)
