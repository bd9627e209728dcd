# RIGHT. n must be exactly an int (type() rejects bool, floats, Decimal, Fraction, str) and >= 0.
# p is in [0, 1] exactly when clamping it changes nothing: NaN, ±inf, 1 + 2**-52, 2, -1, 10**400
# and Decimal/Fraction outside the range all compare unequal and raise ValueError; a str makes
# min() raise TypeError; Decimal('NaN') raises InvalidOperation. 1 - p**n is exact for int p.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if max(0, min(1, p)) != p:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
