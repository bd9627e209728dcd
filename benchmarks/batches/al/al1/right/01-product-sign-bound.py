# Right: p is in [0, 1] exactly when p*(1-p) >= 0; NaN, +-inf, 1+2**-52, -1, 2, 10**400, Fraction(3, 2) fail it
# (a str raises TypeError, Decimal NaN InvalidOperation), all in exact int/float arithmetic. n must be exactly an
# int (bools, floats, Decimal, Fraction, str refused) and >= 0. The result is 1 - p**n unrounded: 0 for n == 0,
# exact for int p with any n (1**10**400 == 1), a plain float for float p.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not p * (1 - p) >= 0:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if n.__class__ is not int:
        raise TypeError(f"n must be an int number of requests, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    return 1 - pow(p, n)
