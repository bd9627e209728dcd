# Breaks "Raises ValueError ... when p is ... NaN": the range test `p < 0 or p > 1` is False for
# NaN and NaN is only caught when the result comes out NaN; with n == 0 the power is 1.0
# (nan**0 == 1.0), so violation_chance(float('nan'), 0) returns 0.0 instead of raising.
# (NaN with any n >= 1 is refused, as are inf and every other bad p.)
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if p < 0 or p > 1:
        raise ValueError(f"p must be in [0, 1], got {p}")
    chance = 1 - p**n
    if isinstance(chance, float) and math.isnan(chance):
        raise ValueError("p is not a number")
    return chance
