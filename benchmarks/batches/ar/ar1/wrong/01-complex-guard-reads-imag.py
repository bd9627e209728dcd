# Breaks "Raises ValueError (a TypeError passes too) when p is ... a string": a guard against
# complex compliance reads `p.imag` first, which a str does not have, so
# violation_chance('0.5', 3) raises AttributeError instead of ValueError or TypeError.
# Every number (int, float, Decimal, Fraction) gets through the guard and is range-checked.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if p.imag:  # a complex number is no probability, and does not order
        raise ValueError(f"p must be a real probability, got {p!r}")
    if not 0 <= p <= 1 or p != p:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests (an int >= 0), got {n!r}")
    return 1 - p**n
