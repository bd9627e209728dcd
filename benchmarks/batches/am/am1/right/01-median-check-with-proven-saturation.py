# Right: p is in [0, 1] exactly when it is the median of (0, p, 1) (NaN never equals itself);
# n must be an int, not a bool, and >= 0. The shortcut returns 1.0 only when n(1-p) > 40, where
# p**n <= exp(-n(1-p)) < 4.3e-18, well inside the absolute 1e-12; otherwise 1 - p**n, exact for
# int p at any n and 0.0 for n == 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if sorted((0, p, 1))[1] != p:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if p < 1 and n * (1 - p) > 40:
        return 1.0
    return 1 - p**n
