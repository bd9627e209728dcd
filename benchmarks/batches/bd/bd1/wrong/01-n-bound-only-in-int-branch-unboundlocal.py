# Breaks "Raises ValueError (a TypeError passes too) ... when n is ... not an int: ... Decimal(3),
# Fraction(3, 1), '3' ...": on p=0.5, n='3' (or Decimal(3), Fraction(3, 1), '') it raises
# UnboundLocalError (a NameError): `requests` is bound only in the int branch.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, (bool, float)):
        raise ValueError(f"n must be a whole number of requests, not {type(n).__name__}")
    if isinstance(n, int):
        if n < 0:
            raise ValueError(f"n must not be negative, got {n}")
        requests = n
    return 1 - p**requests
