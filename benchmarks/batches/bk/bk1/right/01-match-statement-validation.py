# Right: match refuses bool first, then accepts only int/float p with 0 <= p <= 1 (NaN and
# ±inf fail the comparison, ints of any size compare exactly) and only int n >= 0; every
# other value (str, None, Decimal, Fraction, 3.0, True, '') raises ValueError/TypeError.
# The result is 1 - p**n, exact for int p (1**10**400), float pow for float p; no state.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match p:
        case bool():
            raise TypeError("p must be an int or a float, not a bool")
        case int() | float() if 0 <= p <= 1:
            pass
        case _:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r:.80}")
    match n:
        case bool():
            raise TypeError("n must be an int, not a bool")
        case int() if n >= 0:
            pass
        case _:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r:.80}")
    return 1 - p**n
