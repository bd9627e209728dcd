# Breaks: "`p` is an `int` or `float` (`0` and `1` included)" and "Raises ValueError ... when p is
# outside [0, 1]": p = 0 is inside [0, 1]. Input: violation_chance(0, 3) must return 1 (1 - 0**3);
# this raises ValueError, because the range test is written as the open-at-zero 0 < p <= 1
# ("a model that never complies is no compliance rate").
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 < p <= 1:
        raise ValueError(f"p must be a compliance rate in (0, 1], got {p!r}")
    return 1 - p**n
