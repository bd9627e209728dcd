# Right: structural pattern matching sorts the inputs: p is an int or float (not a bool) inside
# [0, 1] (the guard is False for NaN and for anything past either end), n an int (not a bool)
# >= 0; everything else raises ValueError. The result is 1 - pow(p, n), exact for an int p
# (1**10**400 is 1) and a float otherwise, 0 when n is 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match p:
        case bool():
            raise ValueError("p is a probability, not a bool")
        case int() | float() if 0 <= p <= 1:
            pass
        case _:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    match n:
        case bool():
            raise ValueError("n counts requests, it is not a bool")
        case int() if n >= 0:
            return 1 - pow(p, n)
        case _:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
