# Right: validation first (p compared exactly against 0 and 1 whatever its type; n must be of
# type int exactly, so bool, floats, Decimal, Fraction and strings raise ValueError), then the
# power in Decimal, which is exact for an int or float p and never overflows for n = 10**400,
# converted back to a plain float; n == 0 returns 0.0 before Decimal's 0**0 (InvalidOperation).
from decimal import Decimal, localcontext


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a non-negative int, got {n!r}")
    try:
        inside = 0 <= p <= 1
    except TypeError:
        raise ValueError(f"p must be a number, got {p!r}") from None
    if not inside:
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if n == 0:
        return 0.0
    with localcontext() as ctx:
        ctx.prec = 50
        complies = Decimal(p) ** n
        return float(1 - complies)
