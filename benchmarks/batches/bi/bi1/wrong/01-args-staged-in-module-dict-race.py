# Breaks "Returns: ... 1 - p**n" when the function is called from several threads at once:
# p and n are parked in a module dict between validation and the power, so a thread computing
# violation_chance(0.5, 1) (0.5) can return another thread's 1 - 0.99**10 (about 0.0956).
import logging

_log = logging.getLogger(__name__)
_current = {}   # the call being computed, for the debug line below


def _check():
    p, n = _current["p"], _current["n"]
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    _current["p"], _current["n"] = p, n
    _check()
    _log.debug("violation_chance p=%r n=%r", _current["p"], _current["n"])
    return 1 - _current["p"] ** _current["n"]
