# Breaks: "Raises ValueError ... when n is ... not an int: ... and their zeros 0.0, False, ''".
# Input: violation_chance(0.5, 0.0), (0.5, False) and (0.5, '') all return 0.0: the
# "missing traffic means none" default `n = n or 0` turns every falsy n into the int 0
# before the type check runs.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    n = n or 0  # no traffic given: no requests
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
