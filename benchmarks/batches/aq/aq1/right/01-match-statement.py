# Right: structural pattern matching validates n first (bool, non-int -> TypeError; negative -> ValueError),
# then p: an int or float p passes only when 0 <= p <= 1 (the guard is False for NaN and infinities, and
# exact for huge ints), otherwise ValueError; any other type (str, Decimal, Fraction) is a TypeError.
# The result is the plain 1 - p**n: an exact int for int p (any n), a float for float p, never rounded.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match n:
        case bool():
            raise TypeError("n is a count of requests, not a bool")
        case int() if n >= 0:
            pass
        case int():
            raise ValueError(f"n must not be negative, got {n}")
        case _:
            raise TypeError(f"n must be an int, got {type(n).__name__}")
    match p:
        case int() | float() if 0 <= p <= 1:
            pass
        case int() | float():
            raise ValueError(f"p must lie in [0, 1], got {p!r}")
        case _:
            raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    return 1 - p**n
