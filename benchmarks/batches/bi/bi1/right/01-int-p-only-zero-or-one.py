# Right: an int p can only be a probability when it is 0 or 1, so that branch returns the exact
# value of 1 - p**n (0**0 == 1 gives 0) without any power, however large n is; a float p is
# range-checked (NaN fails both comparisons) and gives 1 - p**n; every other type is a TypeError.
# n must be an int (not bool) >= 0, else TypeError/ValueError.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, int):
        if p not in (0, 1):
            raise ValueError(f"p must lie in [0, 1], got {p}")
        return 0 if p == 1 or n == 0 else 1
    if isinstance(p, float):
        if not (p >= 0.0 and p <= 1.0):
            raise ValueError(f"p must lie in [0, 1], got {p!r}")
        return 1.0 - p**n
    raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
