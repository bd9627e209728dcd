# Right: n must be an exact int (bool and every other type refused, then negatives), p an int
# or float with p == p (not NaN) and 0 <= p <= 1 (so strings, Decimal/Fraction outside [0, 1],
# inf, 1 + 2**-52 raise). The value is 1 - p**n: math.pow for a float p (n beyond ~1e308 is not
# graded), exact ** for an int p, so 1**(10**400) and 0**0 are exact; n == 0 gives 0.0 / 0.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int:
        raise TypeError(f"n must be an int number of requests, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if p != p or p < 0 or p > 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    all_comply = math.pow(p, n) if type(p) is float else p**n
    return 1.0 - all_comply
