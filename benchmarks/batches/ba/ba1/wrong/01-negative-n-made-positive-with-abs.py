# Breaks: "Raises ValueError ... when n is negative". A negative count is "normalised" with
# abs() instead of refused. Input: violation_chance(0.5, -2) returns 0.75 instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, str) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    n = abs(n)  # a sign typed by mistake: the number of requests is its size
    return 1 - p**n
