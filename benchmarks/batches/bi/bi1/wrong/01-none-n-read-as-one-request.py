# Breaks "Raises ValueError ... when n is negative or not an int": a None n is taken to mean
# "one request" (a default that hides a missing value), so violation_chance(0.99, None)
# returns 0.01 instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if n is None:
        n = 1   # no traffic figure given: a single request
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n
