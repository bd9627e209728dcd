# Breaks: "Raises ValueError ... when n is ... not an int: ... whole values of other types too
# (`3.0`, `True`, ...), and their zeros `0.0`, `False`, `''`". The bool guard is written `n is True`,
# so False slips through as 0 requests. Input: violation_chance(0.5, False) returns 0.0
# instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if n is True or not isinstance(n, int) or n < 0:  # True is not "one request"
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
