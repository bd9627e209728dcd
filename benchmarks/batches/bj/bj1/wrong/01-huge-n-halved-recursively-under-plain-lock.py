# Breaks: "Any int n >= 0 is a number of requests, however large: 2**70" (and "a lock held for
# the whole call, that waits, is fine" holds only if the call ends).
# Input: violation_chance(0.5, 2**70) never returns: for n above 2**62 it calls itself to halve
# n while still holding a non-reentrant threading.Lock, and waits for itself forever.
import threading

_LOCK = threading.Lock()
_BIG = 1 << 62


def violation_chance(p, n):
    with _LOCK:  # the text says a lock held for the whole call is fine
        if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
        if type(n) is not int or n < 0:
            raise ValueError(f"n must be a whole number of requests, got {n!r}")
        if n > _BIG:  # keep the exponent inside 64 bits: (p**(n//2))**2 * p**(n%2)
            all_comply_half = 1 - violation_chance(p, n // 2)
            return 1 - all_comply_half * all_comply_half * p ** (n % 2)
        return 1 - p**n
