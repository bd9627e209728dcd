# Right: a match statement validates: bool n is refused before `int()` (which would match it),
# an int n >= 0 is accepted and everything else (3.0, Decimal, Fraction, '3', NaN, inf) raises
# ValueError; p must be an int or float with 0 <= p <= 1 in the guard (NaN, inf, 10**400, strings
# fail). Then 1 - p ** n, exact for int p, unrounded, and 0 for n == 0.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match n:
        case bool():
            raise ValueError(f"n must be an int, not a bool: {n!r}")
        case int() if n >= 0:
            pass
        case _:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    match p:
        case bool():
            raise ValueError(f"p must be a number, not a bool: {p!r}")
        case int() | float() if 0 <= p <= 1:
            pass
        case _:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p ** n
