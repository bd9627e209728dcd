# Breaks "Any int n >= 0 is a number of requests, however large: ... 10**400 with an int p
# (1**n is exact ...)": the arguments are copied through json.dumps/json.loads first, and
# json.dumps refuses an int of more than 4,300 digits (ValueError). violation_chance(1, 10**5000)
# raises instead of returning 0; violation_chance(0.99, 1000) is right.
import json


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    p, n = json.loads(json.dumps([p, n]))  # defensive copy: plain JSON numbers only
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
