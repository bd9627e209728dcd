# Breaks "Returns: a float (an int passes too)": for large traffic it switches to Decimal for
# precision and forgets to convert back, so violation_chance(0.99, 2**70) returns Decimal('1')
# and violation_chance(1, 10**400) returns Decimal('0'), not a float or int.
from decimal import Decimal


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n > 10_000:  # big traffic: exact arithmetic, no float overflow
        return 1 - Decimal(p) ** n
    return 1 - p**n
