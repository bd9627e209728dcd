# Breaks "Raises ValueError (a TypeError passes too) when p is ... NaN": a NaN p is reported as a
# FloatingPointError (an ArithmeticError, not a ValueError), so violation_chance(float('nan'), 3) raises
# the wrong type; only Decimal('NaN') may raise something else (decimal.InvalidOperation).
# Ranges, strings and every bad n are refused correctly.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if isinstance(p, float) and math.isnan(p):
        raise FloatingPointError("p is NaN: the compliance rate was never computed")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
