# Breaks "Raises ValueError ... when n is ... not an int: ... whole values of other types too
# (3.0, True, Decimal(3), Fraction(3, 1) ...)": the per-type validator table falls back to
# "accept" for unlisted types, so p=0.5, n=True returns 0.5 and p=0.5, n=Fraction(3, 1) returns 0.875.
_N_VALIDATORS = {
    int: lambda n: n >= 0,
    float: lambda n: False,
    str: lambda n: False,
}


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if not _N_VALIDATORS.get(type(n), lambda n: True)(n):
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
