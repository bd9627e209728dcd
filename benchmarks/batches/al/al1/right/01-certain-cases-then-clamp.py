# Right: p is checked by clamping (min/max leave p unchanged only inside [0, 1]; NaN, inf and every out-of-range
# value, of any type, compare unequal or raise TypeError/InvalidOperation); n must be a non-negative int but not a
# bool. p of 0 or 1 (int or float) has a certain answer: 1.0 when p is 0 and n > 0, else 0.0, with no power
# taken, so 10**400 requests cost nothing; any other p gives 1 - p**n, unrounded, 0.0 for n == 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, str) or max(min(p, 1), 0) != p:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if p == 0 or p == 1:
        return 1.0 if (p == 0 and n > 0) else 0.0
    return 1.0 - p**n
