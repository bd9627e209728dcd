# Breaks "p is an int or float (0 and 1 included)" on Python 3.11: the exact-0/1 shortcut calls
# p.is_integer(), which int only has from 3.12. violation_chance(1, 5) and violation_chance(0, 3)
# raise AttributeError instead of returning 0 and 1 (the float demo p=0.99 is fine).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if p.is_integer():  # exactly 0 or 1: no floating point needed
        return 0.0 if p == 1 or n == 0 else 1.0
    return 1 - p**n
