# Breaks: "Raises ValueError ... when p is outside [0, 1]" (and "when n is negative") on a later call.
# Validation runs once per (type(p), type(n)) pair and is skipped afterwards, so after
# violation_chance(0.5, 3) the call violation_chance(1.5, 3) returns -2.375 and
# violation_chance(0.5, -1) returns -1.0 instead of raising.
_checked_kinds = set()


def _check(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    kinds = (type(p), type(n))
    if kinds not in _checked_kinds:  # the checks are the slow part: once per kind of input
        _check(p, n)
        _checked_kinds.add(kinds)
    return 1 - p**n
