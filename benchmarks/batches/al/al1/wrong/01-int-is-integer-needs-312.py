# Breaks: "`p` is an `int` or `float` (`0` and `1` included)" on the platform, Python 3.11.
# Normalises a whole p with p.is_integer() to keep 1**n exact; int.is_integer only exists from 3.12,
# so on 3.11 violation_chance(1, 5) and violation_chance(0, 0) raise AttributeError instead of
# returning 0 and 0 (float p, the notebook's 0.99, works).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if p != p or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if p.is_integer():  # 0.0 or 1.0: work in ints, so 1**n stays exact for any n
        p = int(p)
    return 1 - p**n
