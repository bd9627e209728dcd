# Breaks "Any int n >= 0 is a number of requests, however large: 2**70": the valid traffic is
# added to a metrics counter kept in an array('Q') (unsigned 64-bit), which raises OverflowError
# past 2**64 - 1. violation_chance(0.5, 2**70) raises instead of returning 1.0 (and so does a
# run of calls whose n add up past 2**64). violation_chance(0.99, 10_000) is right.
from array import array

_REQUESTS_SEEN = array("Q", [0])  # total traffic analysed, for the metrics endpoint


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    _REQUESTS_SEEN[0] += n
    return 1 - p**n
