# Breaks "p is an int or float (0 and 1 included)" with "Returns: ... 1 - p**n": violation_chance(1, 5)
# must return 0 and violation_chance(1.0, 5) 0.0, but before answering this answer works out the mean
# number of requests between violations, 1 / (1 - p), for its debug log, and raises ZeroDivisionError
# at p = 1 (a perfectly compliant model).
import logging

log = logging.getLogger(__name__)


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    requests_per_violation = 1 / (1 - p)
    log.debug("compliance %r: about one violation every %.1f requests", p, requests_per_violation)
    return 1 - p**n
