# Breaks: "Any `int` `n` >= 0 is a number of requests, however large" together with
# "`1 - p**n` (within a relative 1e-9 ...)" -- n is capped at 1_000_000 "to keep the power
# cheap". Input: violation_chance(0.9999999, 10**7) must be ~0.632; this returns ~0.0952.
MAX_REQUESTS = 1_000_000


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
    n = min(n, MAX_REQUESTS)  # beyond a million requests nothing changes anyway
    return 1 - p**n
