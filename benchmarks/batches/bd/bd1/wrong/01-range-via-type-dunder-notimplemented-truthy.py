# Breaks "Raises ValueError ... when p is outside [0, 1] ... whatever its type or size (2, -1, 10**400)":
# on p=2 (an int), n=3 it returns -7 instead of raising. int.__ge__/int.__le__ given a float bound
# return NotImplemented, which is truthy, so every int p passes the range test.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    kind = type(p)
    if kind not in (int, float):
        raise ValueError(f"p must be an int or a float, got {kind.__name__}")
    # Ask the exact type for its own comparison, so no subclass can override the order.
    if not (kind.__ge__(p, 0.0) and kind.__le__(p, 1.0)):
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
