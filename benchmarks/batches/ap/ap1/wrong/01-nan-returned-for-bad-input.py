# Breaks "Raises ValueError ... when p is outside [0, 1] ... or when n is negative or not an
# int": invalid input answers NaN, the IEEE "not a number" habit, so violation_chance(2, 3)
# and violation_chance(0.5, -1) return nan instead of raising.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    p_ok = not isinstance(p, bool) and isinstance(p, (int, float)) and 0 <= p <= 1
    n_ok = not isinstance(n, bool) and isinstance(n, int) and n >= 0
    if not (p_ok and n_ok):
        return math.nan  # undefined: no probability for these inputs
    return 1 - p ** n
