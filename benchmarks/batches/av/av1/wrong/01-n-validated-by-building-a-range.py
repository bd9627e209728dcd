# Breaks: "Raises ValueError ... when n is negative or not an int: ... True ...".
# range(n) is used as the check ("range refuses anything that is not a whole number"), but
# range(-1) and range(True) are fine: violation_chance(0.5, -1) returns -1.0 and
# violation_chance(0.5, True) returns 0.5 instead of raising.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    try:
        range(n)  # let Python decide whether n is a whole number of requests
    except TypeError:
        raise ValueError(f"n must be a whole number of requests, got {n!r}") from None
    return 1 - p**n
