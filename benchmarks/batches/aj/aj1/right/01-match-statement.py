# RIGHT. Structural pattern matching instead of isinstance chains: p must be an int/float
# with 0 <= p <= 1 (NaN fails the chained comparison, 10**400 and 1 + 2**-52 fail it, strings
# and other types fall to TypeError); n must be an int that is not a bool, and >= 0. Returns
# 1 - p**n as is: an exact int for int p (so 1**(10**400) works), a float otherwise; 0 when n is 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match p:
        case bool():
            raise TypeError(f"p must be a number, not a bool: {p!r}")
        case int() | float() if 0 <= p <= 1:
            pass
        case int() | float():
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
        case _:
            raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    match n:
        case bool():
            raise TypeError(f"n must be a whole number of requests, not a bool: {n!r}")
        case int() if n >= 0:
            pass
        case int():
            raise ValueError(f"n must be >= 0, got {n!r}")
        case _:
            raise TypeError(f"n must be an int, got {type(n).__name__}")
    return 1 - p**n
