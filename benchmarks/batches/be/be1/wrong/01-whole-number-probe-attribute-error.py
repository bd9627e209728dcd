# Breaks: "Raises ValueError (a TypeError passes too) when ... `n` is ... not an `int`: ...
# whole values of other types too (`3.0`, ..., `Decimal(3)`, `Fraction(3, 1)`, ...)" -- to
# word a friendlier message it calls n.is_integer(), which Decimal and Fraction lack on
# Python 3.11. Input: violation_chance(0.5, Fraction(3, 1)) raises AttributeError.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool):
        raise TypeError(f"n must be an int, not a bool: {n!r}")
    if not isinstance(n, int):
        if isinstance(n, str):
            raise TypeError(f"n must be an int, not a string: {n!r}")
        if n.is_integer():  # 3.0 -> say what to do instead
            raise ValueError(f"n={n!r} is whole but not an int; pass int(n)")
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {p!r}")
    if not (0 <= p <= 1):
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if isinstance(p, int):
        return 0.0 if (p == 1 or n == 0) else 1.0
    return 1 - p**n
