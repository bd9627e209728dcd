# Breaks: "Raises ValueError ... when n is ... not an int: ... '3', and their zeros ... ''".
# n is also accepted as "the batch of requests" and replaced by its length, so
# violation_chance(0.5, '3') returns 0.5 (len('3') == 1) and violation_chance(0.5, '')
# returns 0 instead of raising.
from collections.abc import Sized


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, Sized):  # traffic handed over as the requests themselves: count them
        n = len(n)
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
