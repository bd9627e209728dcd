# Breaks: "Any `int` `n` >= 0 is a number of requests, however large: ... `10**400` with an `int` `p` (`1**n` is exact)".
# Validation is right, but p is turned into a float "so the result is always a float": 1.0 ** 10**400 converts n
# to float, so violation_chance(1, 10**400) and violation_chance(0, 10**400) raise OverflowError instead of
# returning 0 / 1 (2**70 and every float p work).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or p != p or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    p = p * 1.0
    return 1.0 - p**n
