# Breaks "Raises ValueError ... when p is outside [0, 1] ... (2 ...), NaN": the range test is
# `not p >= 0 and p <= 1`, which Python reads as `(not p >= 0) and p <= 1`, so only negatives
# are refused: violation_chance(2, 1) returns -1, violation_chance(float('nan'), 1) returns nan,
# violation_chance(10**400, 1) returns a huge negative int. violation_chance(-0.5, 1) raises.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if type(p) not in (int, float):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if not p >= 0 and p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n
