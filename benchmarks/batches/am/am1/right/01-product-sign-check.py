# Right: p*(1-p) >= 0 holds exactly on [0, 1] (negative outside it by however little, NaN fails
# every comparison, ±inf and huge ints give a negative product); only exact int/float p and exact
# int n (not bool, float, Decimal, Fraction, str) pass; 1 - p**n is plain Python arithmetic, so it
# is 0.0 for n == 0 and exact for int p at any n (1**10**400), never rounded.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests (an int >= 0), got {n!r}")
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if not p * (1 - p) >= 0:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
