# Right: n must be an int (bool refused) >= 0, else ValueError/TypeError; p must be an int or
# float inside [0, 1] (NaN fails the guard, strings/Decimal/Fraction/inf fall to the last case),
# else ValueError. An int p is 0 or 1, answered exactly whatever n (0.0... when n is 0);
# a float p gives 1 - p**n, unrounded, 0.0 when n is 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match n:
        case bool():
            raise TypeError("n must be an int, not a bool")
        case int() if n >= 0:
            pass
        case _:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    match p:
        case bool():
            raise TypeError("p must be an int or float, not a bool")
        case int() if p == 0 or p == 1:
            return 0 if p == 1 or n == 0 else 1
        case float() if 0.0 <= p <= 1.0:
            return 1.0 - p**n
        case _:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
