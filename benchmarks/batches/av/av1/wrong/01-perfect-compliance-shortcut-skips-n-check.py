# Breaks: "Raises ValueError ... when n is negative or not an int: 2.5, NaN, ±inf, ... 3.0, True".
# On violation_chance(1, -1) (also (1.0, 2.5), (1, True), (1.0, float('nan'))) it returns 0.0:
# the "a rule that always holds is never broken" shortcut returns before n is checked.
# Right whenever p != 1, and for p == 1 with a valid n.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a probability (int or float), got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if p == 1:
        return 0.0  # perfect compliance: no violation, however much traffic
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
