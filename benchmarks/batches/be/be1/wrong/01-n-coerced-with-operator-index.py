# Breaks: "Raises ValueError ... when `n` is negative or not an `int`: ... whole values of
# other types too (`3.0`, `True`, ...) and their zeros (`0.0`, `False`, ...)" -- n is coerced
# with operator.index(), which accepts bool. Input: violation_chance(0.5, True) must raise;
# it returns 0.5 (and violation_chance(0.5, False) returns 0.0).
import operator


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    n = operator.index(n)  # rejects 2.5, 3.0, '3', Decimal, Fraction with TypeError
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {p!r}")
    if not (0 <= p <= 1):
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if isinstance(p, int):
        return 0.0 if (p == 1 or n == 0) else 1.0
    return 1 - p**n
