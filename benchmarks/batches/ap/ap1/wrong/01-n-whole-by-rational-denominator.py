# Breaks "Raises ValueError ... when n is ... not an int: ... whole values of other types too
# (..., Fraction(3, 1), ...)": a whole number is taken to be any rational with denominator 1,
# so violation_chance(0.5, Fraction(3, 1)) returns 0.875 instead of raising.
import numbers


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    # a whole number of requests: a rational number whose denominator is 1 (bools excluded)
    if isinstance(n, bool) or not isinstance(n, numbers.Rational) or n.denominator != 1:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    return 1 - p ** int(n)
