# Breaks: "Raises ValueError (a TypeError passes too) when p is outside [0, 1]".
# An out-of-range probability is treated as a maths error and raised as ArithmeticError,
# which is neither: violation_chance(2, 3) and violation_chance(1 + 2**-52, 1) raise
# ArithmeticError. (Type and n errors are right, so only the range probe sees it.)
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float):
        raise TypeError("p must be an int or a float")
    if type(n) is not int:
        raise TypeError("n must be an int")
    if n < 0:
        raise ValueError("n must not be negative")
    if isinstance(p, float) and math.isnan(p):
        raise ValueError("p is NaN")
    if not 0 <= p <= 1:
        raise ArithmeticError(f"p={p!r} lies outside the unit interval")
    return 1 - p**n
