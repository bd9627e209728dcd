# Breaks "so 0.0 when n is 0" and "Any int n >= 0 is a number of requests": the bool test
# `n in (True, False)` compares with ==, so the ints 0 and 1 are refused as if they were bools.
# violation_chance(0.5, 0) raises ValueError instead of returning 0.0; violation_chance(0.5, 1)
# raises instead of returning 0.5.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if n in (True, False):  # a bool is not a count of requests
        raise ValueError(f"n must not be a bool, got {n!r}")
    if not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
