# Breaks "Returns: a float ... 1 - p**n" for valid input after one invalid call: the problems are
# collected in a module-level list that is never emptied, so after violation_chance(2, 3) raises,
# violation_chance(0.99, 100) raises the stale "p ..." problem again instead of returning 0.634...
# (State that outlives a call; transfer of module_scratch_list.) A fresh process gets the happy path right.

_problems = []


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        _problems.append(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        _problems.append(f"n must be a whole number of requests >= 0, got {n!r}")
    if _problems:
        raise ValueError("; ".join(_problems))
    return 1 - p**n
