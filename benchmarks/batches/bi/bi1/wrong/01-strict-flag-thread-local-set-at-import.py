# Breaks "Raises ValueError ... when p is outside [0, 1]" off the main thread: the strict flag
# lives in a threading.local set at import, so in any other thread it is missing, validation is
# skipped, and violation_chance(2, 3) run in a worker thread returns -7 instead of raising.
import threading

_settings = threading.local()
_settings.strict = True   # the plotting helpers switch it off for speed


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if getattr(_settings, "strict", False):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"n must be a whole number of requests, got {n!r}")
        if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
            raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n
