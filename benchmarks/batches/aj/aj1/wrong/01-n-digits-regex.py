# WRONG (rules as data: n validated by a regex on its text). Breaks "n is negative or not an
# int ... whole values of other types too (... Fraction(3, 1) ...)": str(Fraction(3, 1)) is
# '3', so violation_chance(0.5, Fraction(3, 1)) returns 0.875 instead of raising. Also breaks
# "Any int n >= 0 ... however large": violation_chance(1, 10**5000) raises (str() digit limit).
import math
import re

_WHOLE = re.compile(r"[0-9]+")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if (isinstance(p, float) and math.isnan(p)) or not 0 <= p <= 1:
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if not _WHOLE.fullmatch(str(n)):
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
