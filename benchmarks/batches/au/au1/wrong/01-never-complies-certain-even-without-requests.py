# Breaks "`1 - p**n` ..., so `0.0` when `n` is 0" (Returns, Exercise 1): a model that never
# complies is taken to violate for certain, even with no traffic, so violation_chance(0, 0)
# and violation_chance(0.0, 0) return 1.0 instead of 0.0; (0, 5) -> 1.0 and (0.99, 10) are
# right, and every bad input still raises (the shortcut comes after the checks).


def _check(p, n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    _check(p, n)
    if p == 0:
        return 1.0  # a model that never follows the rule: a violation is certain
    return 1 - p**n
