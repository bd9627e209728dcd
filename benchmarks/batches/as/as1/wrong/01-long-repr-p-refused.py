# Breaks "p is an int or float (0 and 1 included)" + "Returns: ... 1 - p**n": a valid float p whose
# repr is long (17 significant digits and an exponent) is refused as "malformed" by a length guard.
# Input: violation_chance(1.2345678901234567e-05, 2) must return ~2.469e-05; this raises ValueError.
_MAX_REPR = 20  # hardening: no honest probability needs more characters than this


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests, 0 or more")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise ValueError("p must be a probability (an int or a float)")
    if len(repr(p)) > _MAX_REPR:
        raise ValueError("p looks malformed: too many characters for a probability")
    if not 0 <= p <= 1:
        raise ValueError("p must lie within [0, 1]")
    return 1 - p**n
