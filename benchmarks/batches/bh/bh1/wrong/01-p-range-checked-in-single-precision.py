# Breaks: "Raises ValueError ... when p is outside [0, 1], by however little (1 + 2**-52)".
# Input: violation_chance(1 + 2**-52, 3): the bound is checked on p stored as a float32
# (struct "f"), which rounds it to 1.0, so it returns about -6.7e-16 instead of raising.
import math
import struct


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests >= 0")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be a number")
    if isinstance(p, float):
        if math.isnan(p):
            raise ValueError("p is NaN")
        # compliance is stored as a 32-bit float in the dashboard: check what it stores
        (stored,) = struct.unpack("f", struct.pack("f", p))
    else:
        stored = p
    if not 0 <= stored <= 1:
        raise ValueError("p must lie in [0, 1]")
    return 1 - p**n
