# Breaks: "Raises `ValueError` ... when `n` is ... not an `int`: ... whole values of other types too (`3.0`, `True`,
# `Decimal(3)`, `Fraction(3, 1)` ...)". A fast path "one request: the chance is 1 - p" sits above the n checks and
# compares with ==, so violation_chance(0.5, True), (0.5, 1.0), (0.5, Decimal(1)) and (0.5, Fraction(1, 1)) return 0.5.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or p != p or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if n == 1:
        return 1 - p  # one request: violated with probability 1 - p
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    return 1 - p**n
