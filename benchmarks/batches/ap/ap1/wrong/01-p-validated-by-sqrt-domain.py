# Breaks "Raises ValueError ... when p is ... NaN": p is validated by letting math.sqrt
# raise its "math domain error" for p < 0 and 1 - p < 0; sqrt(nan) is nan without error,
# so violation_chance(float("nan"), 3) returns nan instead of raising.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool):
        raise TypeError("p is a probability, not a bool")
    math.sqrt(p)      # ValueError when p < 0, TypeError for a string
    math.sqrt(1 - p)  # ValueError when p > 1
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return 1 - p ** n
