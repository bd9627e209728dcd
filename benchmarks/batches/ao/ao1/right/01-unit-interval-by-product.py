# Right: p*(1-p) >= 0 holds exactly for p in [0, 1] -- it is False for NaN, +-inf, 1 + 2**-52, -1 and
# 10**400, True for 0, 1 and -0.0 -- and a str p fails the arithmetic with TypeError; n must be an exact
# int (bool and other types raise TypeError, negatives ValueError). The answer is 1 - p**n, unrounded,
# exact for an int p (1**n, 0**n) however large n is, so 0.0 (or 0) when n is 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    try:
        inside = p * (1 - p) >= 0
    except TypeError:
        raise TypeError(f"p must be a number, got {type(p).__name__}") from None
    if not inside:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int:
        raise TypeError(f"n must be a whole number of requests (an int), got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
