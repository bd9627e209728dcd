# Right: n must be exactly an int >= 0 (floats, bools, Decimal, Fraction, str refused); p goes
# through json.dumps(allow_nan=False), which raises ValueError for NaN/±inf and TypeError for
# Decimal/Fraction/other objects, then an exact range check; strings fail the comparison with
# TypeError. The result is 1 - p**n unrounded (an int for int p, exact for 1**10**400).
import json


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int:
        raise TypeError(f"n must be an int number of requests, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    json.dumps(p, allow_nan=False)      # NaN and infinities: ValueError
    if not 0 <= p <= 1:                 # a string: TypeError; anything else outside: ValueError
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    return 1 - p**n
