# Right: structural matching on the exact kinds the text allows. A bool (any type's
# True/False) is refused before the int case; an int p must be 0 or 1, a float p must lie
# in [0.0, 1.0] (NaN fails the comparison); anything else (str, Decimal, Fraction, huge int)
# raises ValueError. n must be a non-bool int >= 0. Returns pow(p, n) subtracted from 1.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match p:
        case bool():
            raise TypeError("p is a bool, not a probability")
        case int() if p in (0, 1):
            pass
        case float() if 0.0 <= p <= 1.0:
            pass
        case _:
            raise ValueError(f"p must be a probability in [0, 1], got {type(p).__name__}")
    match n:
        case bool():
            raise TypeError("n is a bool, not a number of requests")
        case int() if n >= 0:
            pass
        case _:
            raise ValueError(f"n must be a whole number of requests, got {type(n).__name__}")
    return 1 - pow(p, n)
