# Breaks "Raises ValueError ... when n is negative" for an int p: the sign of n is tested only in
# the float branch (an int p is 0 or 1, "so n cannot matter"), so violation_chance(1, -1)
# returns 0.0 and violation_chance(0, -1) raises ZeroDivisionError, neither a ValueError nor a
# TypeError. Float p with a negative n is refused as it should be.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if type(p) is int:
        if p not in (0, 1):
            raise ValueError(f"p must be a probability, got {p!r}")
    elif type(p) is float:
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"p must be a probability, got {p!r}")
        if n < 0:
            raise ValueError(f"n must not be negative, got {n!r}")
    else:
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    return 1 - p**n
