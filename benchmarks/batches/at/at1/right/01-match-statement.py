# Right: structural pattern matching; bool is excluded first (it would match int()), then p must be an
# int or float inside [0, 1] (the guard is False for NaN and out-of-range values) and n an int >= 0;
# anything else raises ValueError. Returns 1 - p**n, which is 0 when n is 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match (p, n):
        case (bool(), _) | (_, bool()):
            raise ValueError(f"booleans are not probabilities or request counts: {p!r}, {n!r}")
        case (int() | float(), int()) if 0 <= p <= 1 and n >= 0:
            return 1 - p**n
        case _:
            raise ValueError(f"need a probability p in [0, 1] and an int n >= 0, got {p!r}, {n!r}")
