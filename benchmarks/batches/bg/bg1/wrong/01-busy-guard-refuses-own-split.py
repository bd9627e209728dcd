# Breaks: "Any int n >= 0 is a number of requests, however large: 2**70, and 10**400 with an int
# p". A non-blocking "busy" lock guards against re-entry, but the answer itself recurses to
# split a huge n, so the nested call meets its own lock. Input: violation_chance(1, 10**400)
# raises RuntimeError instead of returning 0.
import threading

_busy = threading.Lock()
_SPLIT = 10**300


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not _busy.acquire(blocking=False):
        raise RuntimeError("violation_chance is already running (re-entrant call)")
    try:
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
        if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
        if n > _SPLIT:  # keep the exponent small: (p**h)**2 * p**r
            half, rest = divmod(n, 2)
            return 1 - (1 - violation_chance(p, half)) ** 2 * p**rest
        return 1 - p**n
    finally:
        _busy.release()
