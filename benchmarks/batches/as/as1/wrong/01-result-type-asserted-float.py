# Breaks "Returns: a float (an int passes too)" with "p is an int or float (0 and 1 included)": an
# invariant asserts the result is a float, but an int p gives an exact int result.
# Input: violation_chance(1, 5) must return 0 (or 0.0); this raises AssertionError.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests, 0 or more")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    chance = 1 - p**n
    assert isinstance(chance, float), "a chance is a float"
    return chance
