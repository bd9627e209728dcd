# Breaks "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... or when n is
# negative": the checks are asserts, so violation_chance(1.5, 10) raises AssertionError
# (and under python -O returns 1 - 1.5**10, a negative number); violation_chance(0.5, -1) too.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    assert isinstance(p, (int, float)) and 0 <= p <= 1, "p must be a probability"
    assert type(n) is int and n >= 0, "n must be a whole number of requests"
    return 1 - p**n
