# Breaks "Returns: ... `1 - p**n`" (each call answers for its own n): traffic is added up across
# calls in a module-level total. violation_chance(0.99, 10) is right the first time (0.0956...),
# but calling violation_chance(0.99, 10) again returns 1 - 0.99**20 = 0.182 instead of 0.0956.
_requests_so_far = 0


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    global _requests_so_far
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    # the traffic grows: every request the agent served so far counts
    _requests_so_far += n
    return 1 - p**_requests_so_far
