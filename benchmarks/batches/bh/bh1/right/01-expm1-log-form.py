# Right: validates by exact type (bool and other types refused with TypeError, negative n and
# p outside [0, 1] or NaN with ValueError), then computes 1 - p**n as -expm1(n*log p), which
# agrees with 1 - p**n far inside 1e-9 relative; p == 1 -> 0.0, p == 0 -> 1.0 (0.0 when n is 0),
# so an int p with n = 10**400 never touches a float.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    if not (p >= 0 and p <= 1):  # False for NaN too
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if n == 0 or p == 1:
        return 0.0
    if p == 0:
        return 1.0
    return -math.expm1(n * math.log(p))
