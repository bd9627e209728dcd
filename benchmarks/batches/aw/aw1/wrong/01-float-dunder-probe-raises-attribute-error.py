# Breaks: "Raises ValueError (a TypeError passes too) when p is ... a string": p is probed
# with p.__float__() (float(p) would accept '0.5'), and a str has no __float__, so
# violation_chance('0.5', 3) raises AttributeError, neither ValueError nor TypeError.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool):
        raise TypeError("p must be a number, not a bool")
    as_float = p.__float__()  # a real number has one; float(p) would parse strings too
    if as_float != as_float or not 0.0 <= as_float <= 1.0 or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
