# Breaks: "Raises `ValueError` ... when `n` is ... not an `int`: ... whole values of other types too
# (`3.0`, `True`, `Decimal(3)`, `Fraction(3, 1)` ...)". Reads "not a whole number" as "a float (or a bool)":
# violation_chance(0.5, Fraction(3, 1)) returns 0.875 and violation_chance(1, Decimal(3)) returns
# Decimal('0') instead of raising (a str n still fails, by TypeError, in the comparison).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, (float, bool)):
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n!r}")
    return 1 - p**n
