# Breaks: "Raises ValueError (a TypeError passes too) when p is ... infinite" (OverflowError
# passes only "for an infinite n, or an int p too large for a float").
# Input: violation_chance(float("inf"), 3) -> the range message "%d%%" % (p * 100) raises
# OverflowError (cannot convert float infinity to integer) instead of ValueError. Same for -inf.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if not 0 <= p <= 1:
        # percent in the message reads better for product people
        raise ValueError("compliance %d%% is not a probability" % (p * 100))
    return 1 - p**n
