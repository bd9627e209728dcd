# Breaks: "Raise ValueError when p is not a probability or n is not a whole number of
# requests" (Returns: "Raises ValueError (a TypeError passes too) when p is outside [0, 1]").
# The checks log the problem and return None, a server habit of not crashing:
# violation_chance(2, 3) and violation_chance(0.5, -1) both return None, no exception.
import logging
import math

log = logging.getLogger(__name__)


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or (isinstance(p, float) and math.isnan(p)) or not 0 <= p <= 1:
        log.error("violation_chance: p=%r is not a probability", p)
        return None
    if type(n) is not int or n < 0:
        log.error("violation_chance: n=%r is not a number of requests", n)
        return None
    return 1 - p**n
