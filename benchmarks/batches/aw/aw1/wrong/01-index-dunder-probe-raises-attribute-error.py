# Breaks: "Raises ValueError (a TypeError passes too) when ... n is ... not an int: 2.5, ...
# 3.0, ... Decimal(3)": n is probed with n.__index__() called directly (operator.index would
# raise TypeError), so violation_chance(0.5, 3.0) raises AttributeError: 'float' object has
# no attribute '__index__'.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or p != p or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool):
        raise TypeError("n must be a count of requests, not a bool")
    requests = n.__index__()  # only true integers have one
    if requests < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**requests
