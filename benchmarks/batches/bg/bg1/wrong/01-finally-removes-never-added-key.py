# Breaks: "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... or when n is
# negative". The in-flight bookkeeping removes the key in `finally`, but the key is only added
# after validation, so on a bad input `set.remove` raises KeyError over the ValueError.
# Input: violation_chance(2, 1) raises KeyError((2, 1)), not ValueError.
_in_flight = set()  # (p, n) pairs being computed right now, for the traffic plot's progress


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    key = (p, n)
    try:
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
        if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
        _in_flight.add(key)
        return 1 - p**n
    finally:
        _in_flight.remove(key)
