# Breaks: "Raises `ValueError` ... when `p` is outside [0, 1], by however little ... and whatever its type".
# Validates only the types the text names for p (float, int, str) and lets any other number through:
# violation_chance(Fraction(3, 2), 2) returns Fraction(-5, 4), violation_chance(Decimal(2), 1)
# returns Decimal('-1'), instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match p:
        case bool():
            raise TypeError("p must be a number, not a bool")
        case float() if not 0.0 <= p <= 1.0:  # NaN fails this too
            raise ValueError(f"p must be in [0, 1], got {p!r}")
        case int() if p not in (0, 1):
            raise ValueError(f"p must be in [0, 1], got {p!r}")
        case str():
            raise TypeError("p must be a number, not a string")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
