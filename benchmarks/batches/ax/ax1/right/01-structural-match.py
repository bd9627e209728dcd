# Right: bool is caught before int() (which would match it); an int/float p outside [0, 1] or NaN
# (every comparison false) raises ValueError, any other type TypeError; n must be an int (not
# bool) >= 0, so 2.5, 3.0, NaN, inf, Decimal, Fraction, '3' and their zeros raise ValueError.
# Returns 1 - pow(p, n) unrounded: exact for int p and huge n, 0.0 (or 0) when n is 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match p:
        case bool():
            raise TypeError("p must be a number, not a bool")
        case int() | float() if 0 <= p <= 1:
            pass
        case int() | float():
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
        case _:
            raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    match n:
        case bool():
            raise ValueError("n must be a whole number of requests, not a bool")
        case int() if n >= 0:
            pass
        case _:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return 1 - pow(p, n)
