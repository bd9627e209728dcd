# Right: min(p, 1 - p) >= 0 is true exactly for p in [0, 1] (NaN, ±inf, 1 + 2**-52, -1, 10**400
# fail it; a string makes 1 - p a TypeError), n must be exactly an int (bool excluded) and >= 0;
# then 1 - p**n with Python's own power: exact for int p at any n (1**(10**400) == 1), 0 when n == 0.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or not min(p, 1 - p) >= 0:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole, non-negative number of requests, got {n!r}")
    return 1 - p**n
