# Breaks: "Raises ValueError ... when n is negative" - every time, not once. Bad inputs are
# remembered so a plotting loop "is not told twice"; a repeat returns None.
# Input: violation_chance(0.5, -1) raises ValueError; the same call again returns None.
_reported = set()


def _problem(p, n):
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        return f"n must be a whole number of requests >= 0, got {n!r}"
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        return f"p must be a probability in [0, 1], got {p!r}"
    return None


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    problem = _problem(p, n)
    if problem is not None:
        key = (type(p), p, type(n), n)
        if key in _reported:  # the caller already knows about this one
            return None
        _reported.add(key)
        raise ValueError(problem)
    return 1 - p**n
