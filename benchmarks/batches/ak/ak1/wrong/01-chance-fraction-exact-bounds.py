# WRONG. Breaks: "Raises ValueError (a TypeError passes too) when p is ... infinite"; an
# OverflowError is allowed only "for an infinite n, or an int p too large for a float".
# Fraction(p) is exact for 1 + 2**-52, but Fraction(float('inf')) raises OverflowError:
# violation_chance(float('inf'), 3) and violation_chance(float('-inf'), 3) raise OverflowError.
from fractions import Fraction


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    exact = Fraction(p)  # no float rounding: 1 + 2**-52 stays above 1
    if not 0 <= exact <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
