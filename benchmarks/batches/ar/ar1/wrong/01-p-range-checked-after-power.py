# Breaks "Raises ValueError (a TypeError passes too) when p is outside [0, 1], by however little
# ... for an infinite n, or an int p too large for a float, an OverflowError passes too": the
# float range check sits below `p ** n`, so violation_chance(1.5, 2000) (or (1 + 2**-52, 2**70))
# raises OverflowError from the power instead of ValueError. Small n (1.5, 3) is still refused.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests (an int >= 0), got {n!r}")
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if type(p) is int and p not in (0, 1):
        raise ValueError(f"an int compliance can only be 0 or 1, got {p!r}")
    all_comply = p**n
    if not 0.0 <= p <= 1.0:  # the float cases: NaN, inf, 1.0000000000000002, -0.5
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - all_comply
