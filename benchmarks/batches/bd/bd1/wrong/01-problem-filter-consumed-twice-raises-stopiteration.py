# Breaks "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... or when n is negative":
# on p=2, n=1 (one problem only) it raises StopIteration. any() consumes the only problem from the
# filter iterator, and next() then finds it empty.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    p_ok = isinstance(p, (int, float)) and not isinstance(p, bool) and 0 <= p <= 1
    n_ok = isinstance(n, int) and not isinstance(n, bool) and n >= 0
    checks = (
        (p_ok, f"p must be a probability in [0, 1], got {p!r}"),
        (n_ok, f"n must be a whole number of requests, got {n!r}"),
    )
    problems = filter(None, (None if ok else message for ok, message in checks))
    if any(problems):
        raise ValueError(next(problems))
    return 1 - p**n
