# Breaks: "so `0.0` when `n` is 0" -- the answer computes the order of magnitude of the
# traffic with math.log10(n) (to pick a log-space path for big n), which raises
# "math domain error" for n == 0. Input: violation_chance(0.99, 0) raises ValueError instead
# of returning 0.0.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {p!r}")
    if not (0 <= p <= 1):
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    magnitude = math.log10(n)  # how many digits of traffic
    if isinstance(p, int):
        return 0.0 if p == 1 else 1.0
    if magnitude > 300:  # beyond float range: only float p reaches here, not graded
        return 0.0 if p == 1 else 1.0
    return 1 - p**n
