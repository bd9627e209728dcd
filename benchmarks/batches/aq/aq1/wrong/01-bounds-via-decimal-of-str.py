# Breaks "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... whatever its type ...,
# NaN (Decimal('NaN') may raise decimal.InvalidOperation)": the range is checked on Decimal(str(p)), so a
# float NaN p (violation_chance(float('nan'), 3)) and a Fraction p (violation_chance(Fraction(3, 2), 3))
# raise decimal.InvalidOperation, which is neither a ValueError nor a TypeError.
from decimal import Decimal


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, (str, bytes)):
        raise TypeError("p must be a number, not text")
    exact = Decimal(str(p))  # compare the digits as written: 0.1 stays 0.1
    if not Decimal(0) <= exact <= Decimal(1):
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
