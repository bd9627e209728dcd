# Right: p is in [0, 1] exactly when p*(1 - p) >= 0; that product is negative for any int or float
# outside (1 + 2**-52, -1, 10**400, ±inf), NaN fails the comparison, and a string or None raises
# TypeError in the arithmetic. n must be a plain non-negative int (bool, 3.0, Decimal, Fraction, '3'
# refused). Then 1 - p**n: exact for int p however large n is, float pow for a float p.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not p * (1 - p) >= 0:
        raise ValueError(f"p is not a probability: {p!r}")
    if type(n) is not int:
        raise TypeError(f"n must be a whole number of requests (an int), got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
