# Breaks "Raises ValueError (a TypeError passes too) ... when n is negative": n's sign is only
# inferred from the result dropping below 0, so violation_chance(1, -1) returns 0.0 (1**-1 == 1.0)
# and violation_chance(0, -1) raises ZeroDivisionError (neither ValueError nor TypeError).
# violation_chance(0.5, -1) does raise, so a grader trying only p=0.5 with n<0 misses it.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {type(n).__name__}")
    chance = 1 - p**n
    if chance < 0:  # only a negative n can push p**n above 1
        raise ValueError(f"n must not be negative, got {n}")
    return chance
