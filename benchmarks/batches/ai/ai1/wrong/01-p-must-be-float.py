# Breaks "p is an int or float (0 and 1 included)": an int p is refused as not a probability.
# Input: violation_chance(1, 10) raises TypeError (should return 0), and
# violation_chance(0, 3) raises TypeError (should return 1).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not isinstance(p, float):
        raise TypeError(f"p must be a float probability, got {type(p).__name__}")
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"p must be within [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1.0 - p**n
