# Breaks: "Raises ValueError ... when p is ... NaN ..., infinite".
# Input: violation_chance(float('inf'), 3) returns -inf and violation_chance(float('nan'), 3)
# returns nan: math.frexp(inf) == (inf, 0) and frexp(nan) == (nan, 0), so the binary-exponent
# test (p < 1 iff exponent <= 0, p == 1 is (0.5, 1)) lets both through.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise ValueError(f"p must be a number, got {p!r}")
    if isinstance(p, int):
        if p not in (0, 1):
            raise ValueError(f"p must lie in [0, 1], got {p!r}")
    else:
        mantissa, exponent = math.frexp(p)  # p == mantissa * 2**exponent, 0.5 <= |m| < 1
        if mantissa < 0 or exponent > 1 or (exponent == 1 and mantissa != 0.5):
            raise ValueError(f"p must lie in [0, 1], got {p!r}")
    return 1 - p**n
