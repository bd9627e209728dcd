# Right: validation runs on every call; only the power itself is memoised, with
# lru_cache(typed=True) so 3, 3.0 and True (or 1 and 1.0) are separate keys, and only valid
# arguments ever reach it. p: int/float in [0, 1] (NaN, inf, strings, out-of-range raise);
# n: exact int >= 0 of any size. Returns 1 - p**n, unrounded; 0 when n is 0.
import functools
import math


@functools.lru_cache(maxsize=4096, typed=True)
def _all_comply(p, n):
    return p**n


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float):
        if isinstance(p, (str, bytes)):
            raise TypeError(f"p must be a number, got {type(p).__name__}")
        if not 0 <= p <= 1:  # Decimal/Fraction outside [0, 1] (NaN Decimal raises itself)
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    elif type(p) is float and math.isnan(p) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole, non-negative int of requests, got {n!r}")
    return 1 - _all_comply(p, n)
