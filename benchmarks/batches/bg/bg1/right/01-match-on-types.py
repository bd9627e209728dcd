# Right: match patterns refuse bool n (listed before int), any non-int n (3.0, Decimal, '3', ...)
# and a negative int; p must be an int or float inside [0, 1] (a chained test that is False for
# NaN, +-inf, 1 + 2**-52 and any huge int, exact int/float comparison, no float conversion), so
# everything else raises ValueError. 1 - p**n is then exact for int p (1**10**400) and not rounded.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match n:
        case bool():
            raise ValueError(f"n must be a count of requests, not a bool: {n!r}")
        case int() if n >= 0:
            pass
        case _:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    match p:
        case bool():
            raise ValueError(f"p must be a number, not a bool: {p!r}")
        case int() | float() if 0 <= p <= 1:
            pass
        case _:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
