# Breaks: "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... whatever its
# type or size (2, -1, 10**400)" (an OverflowError passes too for an int p too large for a float).
# Input: violation_chance(10**400, 1) raises UnboundLocalError (a NameError): the name bound by
# `except ... as overflow` is deleted when the except block ends, so `from overflow` fails.
import math


def violation_chance(p, n):
    overflow = None
    try:
        finite = math.isfinite(p)
    except OverflowError as overflow:  # an int too large for a float: surely not in [0, 1]
        finite = False
    if not finite or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}") from overflow
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
