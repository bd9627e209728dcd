# Right: p is in [0, 1] exactly when p*(1-p) >= 0 (NaN compares False, infinities give -inf,
# a str raises TypeError, an out-of-range int of any size or a Decimal/Fraction gives a negative
# product); n must be exactly int (not bool) and >= 0; then 1 - pow(p, n), unrounded, which is
# exact for int p however large n is, and 0 (or 0.0) when n is 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int:
        raise TypeError(f"n must be an int number of requests, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, str):
        raise TypeError("p must be a number, not a string")
    inside = p * (1 - p) >= 0
    if not inside:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - pow(p, n)
