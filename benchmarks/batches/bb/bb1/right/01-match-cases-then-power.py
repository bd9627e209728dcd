# Right: the types are sorted out with `match` (bool before int, since True is an int), so
# p is an int or float, not NaN (NaN fails `0 <= p <= 1`), inside [0, 1] however it got there
# (huge ints compare exactly), and n is an int (never bool/float/Decimal/Fraction/str) >= 0.
# The result is 1 - p**n itself: exact for int p (1**10**400 is 1), 0.0 or 0 when n == 0.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match p:
        case bool():
            raise TypeError("p must be a probability, not a bool")
        case int() | float() if 0 <= p <= 1:
            pass
        case int() | float():
            raise ValueError(f"p must lie in [0, 1], got {p!r}")
        case _:
            raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    match n:
        case bool():
            raise TypeError("n must be a whole number of requests, not a bool")
        case int() if n >= 0:
            return 1 - p**n
        case int():
            raise ValueError(f"n must not be negative, got {n}")
        case _:
            raise TypeError(f"n must be an int, got {type(n).__name__}")
