# WRONG. Breaks: "Raises ValueError (a TypeError passes too) ... when n is negative". n is
# checked only after p**n is computed, so violation_chance(0, -1) and violation_chance(0.0, -1)
# raise ZeroDivisionError (not a ValueError), and violation_chance(1, -10**400) OverflowError.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    all_comply = p**n
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - all_comply
