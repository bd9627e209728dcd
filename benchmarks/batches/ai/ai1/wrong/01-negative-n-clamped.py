# Breaks "Raises ValueError ... when n is negative": a negative n is clamped to 0 requests,
# so violation_chance(0.5, -1) returns 0.0 instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if type(n) is not int:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    n = max(n, 0)  # no traffic is no traffic
    return 1 - p**n
