# Breaks: "Raises `ValueError` ... when `n` is ... not an `int`: ... `True` ..., and their zeros `0.0`, `False`".
# The bool check was added below the "0.0 when n is 0" shortcut, so violation_chance(0.5, False)
# returns 0.0 instead of raising (True still raises, so a grader trying only True misses it).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not isinstance(p, (int, float)) or isinstance(p, bool) or p != p or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if not isinstance(n, int):
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if n == 0:
        return 0.0  # no requests, no violation
    if isinstance(n, bool):
        raise TypeError("n is a number of requests, not a flag")
    return 1 - p**n
