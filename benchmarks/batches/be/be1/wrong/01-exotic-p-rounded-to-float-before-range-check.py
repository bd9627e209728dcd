# Breaks: "Raises ValueError ... when `p` is outside [0, 1], by however little ... and
# whatever its type" -- a Decimal or Fraction p is converted with float() first, which rounds
# a value just above 1 down to 1.0. Input: violation_chance(Decimal('1.00000000000000000001'), 2)
# (or Fraction(2**60 + 1, 2**60)) must raise; it returns 0.0.
from decimal import Decimal
from fractions import Fraction


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, (Decimal, Fraction)):
        p = float(p)  # normalise the exotic numeric types
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not (0 <= p <= 1):
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if isinstance(p, int):
        return 0.0 if (p == 1 or n == 0) else 1.0
    return 1 - p**n
