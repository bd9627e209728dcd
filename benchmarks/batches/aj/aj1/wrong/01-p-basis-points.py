# WRONG (C / money habit: the probability kept as whole basis points). Breaks "1 - p**n
# (within a relative 1e-9 or an absolute 1e-12), neither rounded": p is rounded to 4 decimals
# first, so violation_chance(0.99999, 1) returns 0.0 (p became 1.0) instead of 1e-05, and
# violation_chance(0.123456, 1) returns 0.8765 instead of 0.876544. Right for 0.99, 0.5, 0, 1.
import math

_SCALE = 10_000  # basis points


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if (isinstance(p, float) and math.isnan(p)) or not 0 <= p <= 1:
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n!r}")
    if isinstance(p, int):  # 0 or 1: exact already
        return 1 - p**n
    basis_points = round(p * _SCALE)
    return 1 - (basis_points / _SCALE) ** n
