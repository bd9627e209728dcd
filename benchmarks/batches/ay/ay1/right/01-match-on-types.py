# Right: a match statement admits only an exact int or float p with 0 <= p <= 1 (the guard is
# False for NaN, +-inf and anything outside, so those raise ValueError; bool and other types
# raise TypeError), and only an exact int n >= 0; the result is 1 - p**n, never rounded, with
# int p staying in exact integer arithmetic for huge n, and 0 / 0.0 for n == 0.
import operator


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match n:
        case bool():
            raise TypeError("n must be an int, not a bool")
        case int() if n >= 0:
            pass
        case int():
            raise ValueError(f"n must not be negative, got {n}")
        case _:
            raise TypeError(f"n must be an int, got {type(n).__name__}")
    match p:
        case bool():
            raise TypeError("p must be an int or float, not a bool")
        case int() | float() if 0 <= p <= 1:
            pass
        case int() | float():
            raise ValueError(f"p must lie in [0, 1], got {p!r}")
        case _:
            raise ValueError(f"p must be an int or float probability, got {p!r}")
    return 1 - operator.pow(p, n)
