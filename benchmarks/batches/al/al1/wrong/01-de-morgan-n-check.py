# Breaks: "Raises `ValueError` ... when `n` is negative or not an `int`: `2.5`, NaN, ..., `3.0`".
# "accept only if int and >= 0" was negated with De Morgan but the `and` was kept:
# `type(n) is not int and n < 0`, so violation_chance(0.5, -1) returns -1.0 and
# violation_chance(0.5, 2.5) returns 0.82... instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or p != p or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    # was: if not (type(n) is int and n >= 0): raise ...
    if type(n) is not int and n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
