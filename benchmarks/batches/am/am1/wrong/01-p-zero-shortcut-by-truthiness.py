# Breaks "Raises ValueError ... when p is ... a string": a shortcut for "a model that never
# complies" tests `not p` before p is validated, so the empty string slips through it.
# violation_chance('', 3) returns 1.0 instead of raising (and violation_chance('', 0) gives 0.0).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if not p:  # never complies: every request is a violation, if there is one
        return 1.0 if n else 0.0
    if not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
