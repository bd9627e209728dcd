# Right: p must be an exact int or float (anything else -> TypeError, which passes) whose median
# with 0 and 1 is itself: false for anything outside [0, 1], however little or large, and for
# NaN (nan != nan). n must be exactly an int (bool, float, Decimal, Fraction, str -> TypeError)
# and >= 0. Then 1 - p**n unrounded: exact ints for int p (1**(10**400) == 1), 0.0 when n is 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if sorted((0, p, 1))[1] != p:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int:
        raise TypeError(f"n must be a whole number of requests (an int), got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
