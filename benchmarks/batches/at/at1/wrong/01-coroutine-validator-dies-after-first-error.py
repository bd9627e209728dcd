# Breaks: "Returns: ... 1 - p**n" for valid inputs given after an invalid one. The validator is one
# primed generator shared by all calls; the ValueError it raises for violation_chance(2, 3) ends it,
# so the next valid call violation_chance(0.5, 3) raises StopIteration instead of returning 0.875
# (and later invalid calls raise StopIteration instead of ValueError).
def _validator():
    while True:
        p, n = yield
        if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")


_validate = _validator()
next(_validate)  # prime it once, at import


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    _validate.send((p, n))
    return 1 - p**n
