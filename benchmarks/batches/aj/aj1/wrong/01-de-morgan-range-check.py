# WRONG (condition inverted while tidying `not (0 <= p <= 1)` with De Morgan: `and` kept where
# `or` was needed, so the test is never true). Breaks "Raises ValueError ... when p is outside
# [0, 1], by however little ... (2, -1, 10**400), NaN, infinite": violation_chance(2, 3)
# returns -7, violation_chance(-1, 2) returns 0, violation_chance(float('nan'), 1) returns nan.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if p < 0 and p > 1:
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n!r}")
    return 1 - p**n
