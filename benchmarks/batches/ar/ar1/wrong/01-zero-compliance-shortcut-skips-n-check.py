# Breaks "Raises ValueError ... when n is negative or not an int: 2.5, NaN, +-inf ... True ...":
# after checking p, a shortcut for p == 0 ("every request violates") returns before n is
# checked, so violation_chance(0, 2.5) returns 1.0 and violation_chance(0, -1) returns 1.0
# instead of raising. With p = 0.5 the same n values are refused.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if p == 0:  # never complies: any request at all is a violation
        return 0.0 if n == 0 else 1.0
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests (an int >= 0), got {n!r}")
    return 1 - p**n
