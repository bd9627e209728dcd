# WRONG. Breaks: "Raises ValueError ... when p is outside [0, 1] ... whatever its type" and
# "NaN (Decimal('NaN') may raise decimal.InvalidOperation)". Range-checks only numbers.Real and
# trusts the arithmetic to reject the rest, but Decimal is not Real and still computes:
# violation_chance(Decimal('1.5'), 2) returns Decimal('-1.25'); Decimal('NaN') returns NaN.
import numbers


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, numbers.Real):
        if not 0 <= p <= 1:  # NaN fails both comparisons
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    # anything that is not a number fails in the power below with a TypeError
    return 1 - p**n
