# Breaks "Returns: ... `1 - p**n`" from the second call on: the model's compliance is kept from
# the first call as a deployment constant, and later calls reuse it. After
# violation_chance(0.99, 10), violation_chance(0.5, 2) returns 0.0199 instead of 0.75.
_compliance = None


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    global _compliance
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    if _compliance is None:  # measured once for the deployed model
        _compliance = p
    return 1 - _compliance**n
