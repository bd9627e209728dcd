# Breaks "Raises ValueError ... when p is outside [0, 1] ... infinite": the range test is
# p*p <= p (true exactly for 0 <= p <= 1 on the reals), which +inf also passes (inf <= inf).
# violation_chance(float('inf'), 3) returns -inf and violation_chance(float('inf'), 0) returns
# 0.0 instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not p * p <= p:  # p² <= p  <=>  p(p - 1) <= 0  <=>  0 <= p <= 1 (NaN fails too)
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    return 1 - p**n
