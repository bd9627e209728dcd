# Breaks "Any int n >= 0 is a number of requests, however large" (graded with an int p; only a float p
# with n beyond ~1e308 is not): for big traffic the answer warns with an f-string holding n, and Python
# 3.11 refuses to turn an int of more than 4,300 digits into text, so violation_chance(1, 10**5000)
# raises ValueError ("Exceeds the limit (4300 digits)") instead of returning 0. 2**70 and 10**400 still work.
import warnings


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    if n > 10**9:
        warnings.warn(f"{n} requests: at this traffic a violation is all but certain", stacklevel=2)
    return 1 - p**n
