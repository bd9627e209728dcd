# Breaks "Any int n >= 0 is a number of requests, however large: ... 10**400 with an int p": a debug
# log formats n with ".3g", which converts the int to a float and overflows (an OverflowError
# passes only for an infinite n or a too-large int p). Input: violation_chance(1, 10**400) must return 0.
import logging

_log = logging.getLogger(__name__)


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests, 0 or more")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    _log.debug(f"violation_chance: p={p:.6f} over n={n:.3g} requests")
    return 1 - p**n
