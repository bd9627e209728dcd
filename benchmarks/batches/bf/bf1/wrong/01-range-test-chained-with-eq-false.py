# Breaks: "Raises ValueError ... when p is outside [0, 1], by however little ... (2, -1, ...)".
# Input: violation_chance(2, 3) returns -7 instead of raising: `0 <= p <= 1 == False` is a
# chained comparison (0 <= p and p <= 1 and 1 == False), so it is never true.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise ValueError(f"p must be a number, got {p!r}")
    if 0 <= p <= 1 == False:  # noqa: E712
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    return 1 - p**n
