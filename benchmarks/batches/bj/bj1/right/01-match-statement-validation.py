# Right: structural pattern matching sorts the arguments: p must be an int/float (bool refused)
# with 0 <= p <= 1 (NaN, the infinities, 10**400 and 1 + 2**-52 fail the guard), n a plain int
# >= 0 (float, bool, Decimal, Fraction, str, None fall through). The result is 1 - p**n,
# exact for int p (1**(10**400) is just 1), a float for float p, 0 or 0.0 when n is 0.
def violation_chance(p, n):
    match p:
        case bool():
            raise TypeError("p must be a probability, not a bool")
        case int() | float() if 0 <= p <= 1:
            pass
        case _:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    match n:
        case bool():
            raise TypeError("n must be a number of requests, not a bool")
        case int() if n >= 0:
            pass
        case _:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return 1 - p**n
