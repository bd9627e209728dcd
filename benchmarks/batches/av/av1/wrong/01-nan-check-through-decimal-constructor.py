# Breaks: "Raises ValueError (a TypeError passes too) when p is ... a string". NaN is screened
# with Decimal(p).is_nan() (exact for floats, and Decimal NaN too), but Decimal() of a string
# that is not a number raises decimal.InvalidOperation, an ArithmeticError:
# violation_chance('abc', 3) and violation_chance('', 3) raise InvalidOperation.
from decimal import Decimal


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if Decimal(p).is_nan():
        raise ValueError("p is NaN, not a probability")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
