# Right: p is a probability exactly when clamping it into [0, 1] leaves it unchanged (NaN, ±inf,
# 1 + 2**-52, 10**400, Decimal/Fraction outside [0, 1] all change or fail; strings raise TypeError);
# n must be exactly an int (not bool, not 3.0/Decimal/Fraction/'3') and >= 0; the result is the exact
# 1 - p**n via pow, 0 when n == 0, with int p and huge n staying exact (1**n, 0**n).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, (str, bytes)) or min(max(p, 0), 1) != p:  # max(nan, 0) is nan: nan != nan
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return 1 - pow(p, n)
