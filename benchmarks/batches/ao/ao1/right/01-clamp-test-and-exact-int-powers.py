# Right: only int/float p are taken (others raise TypeError); p is accepted iff clamping it to [0, 1]
# leaves it unchanged (NaN stays NaN and != itself; -0.0 == 0 is kept), so 1 + 2**-52, inf, 10**400 raise
# ValueError. n: an int, not a bool, >= 0. An int p is then 0 or 1, and 1 - p**min(n, 1) equals
# 1 - p**n exactly without the huge power; a float p gets 1.0 - p**n, unrounded; n == 0 gives 0 / 0.0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not isinstance(p, (int, float)) or isinstance(p, bool):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if min(max(p, 0), 1) != p:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"n must be a whole number of requests (an int), got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    if isinstance(p, int):
        return 1 - p ** min(n, 1)
    return 1.0 - p**n
