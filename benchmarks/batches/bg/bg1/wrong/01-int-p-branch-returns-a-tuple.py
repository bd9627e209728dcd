# Breaks: "Returns: a float (an int passes too): 1 - p**n". The exact-int branch ends in a stray
# comma, so for an int p it returns a one-element tuple. Input: violation_chance(1, 5) returns
# (0,) and violation_chance(0, 3) returns (1,); float p (the usual case) is fine.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(p, int):  # 0 or 1: exact integer arithmetic, however large n is
        return 1 - p**n,
    return 1 - p**n
