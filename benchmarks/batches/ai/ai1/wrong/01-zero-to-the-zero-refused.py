# Breaks "so 0.0 when n is 0" (with "0 and 1 included" for p): 0**0 is treated as undefined,
# so violation_chance(0, 0) and violation_chance(0.0, 0) raise ValueError instead of returning 0.0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if p == 0 and n == 0:
        raise ValueError("0**0 is undefined: a model that never complies, asked nothing")
    return 1 - p**n
