# Right: match/case sorts the types first: bool n and bool p are caught before int(); n must be
# an int >= 0; p an int or float with 0 <= p <= 1 (NaN, inf, 1 + 2**-52, -1, 10**400 fail);
# anything else (str, Decimal, Fraction, ...) raises ValueError. Then 1 - p**n as the text
# says: int p stays exact for any n, and n == 0 gives 0 / 0.0.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match n:
        case bool():
            raise ValueError("n is a bool, not a number of requests")
        case int() if n >= 0:
            pass
        case _:
            raise ValueError(f"n must be an int >= 0, got {n!r}")
    match p:
        case bool():
            raise ValueError("p is a bool, not a probability")
        case int() | float() if 0 <= p <= 1:
            pass
        case _:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
