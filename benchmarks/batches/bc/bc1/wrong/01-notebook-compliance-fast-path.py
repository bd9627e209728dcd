# Breaks "Raises ValueError ... when n is negative or not an int" when p is the notebook's own
# 0.99: that value takes a fast path before any check, so violation_chance(0.99, -1) returns
# about -0.0101 and violation_chance(0.99, 2.5) returns a number instead of raising.
# Every other p is validated as it should be.
_DEMO_P = 0.99  # traffic.show_chances(chance, 0.99, ...) calls this a lot


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if p == _DEMO_P:
        return 1 - _DEMO_P**n
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n
