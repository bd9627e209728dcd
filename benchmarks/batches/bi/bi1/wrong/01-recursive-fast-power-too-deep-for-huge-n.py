# Breaks "Any int n >= 0 is a number of requests, however large: ... 10**400 with an int p":
# the hand-written square-and-multiply recurses once per bit of n, so violation_chance(1, 10**400)
# (1329 bits) raises RecursionError instead of returning 0 (2**70, 71 bits, still works).
def _power(base, exponent):
    if exponent == 0:
        return 1
    half = _power(base, exponent // 2)
    return half * half * (base if exponent % 2 else 1)


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - _power(p, n)
