# Breaks "Raises ValueError (a TypeError passes too) when p is ... a string": `p = p or 0.0`
# (a habit for a missing figure) turns the empty string into 0.0, so
# violation_chance('', 3) returns 1.0 instead of raising. Other strings ('0.5', 'abc') stay
# strings and are refused; every number behaves as the text asks.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    p = p or 0.0  # no compliance figure given: treat it as "never complies"
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests (an int >= 0), got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
