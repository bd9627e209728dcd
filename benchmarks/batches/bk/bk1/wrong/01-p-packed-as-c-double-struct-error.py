# Breaks "Raises ValueError (a TypeError passes too) when p is ... not a number (a string,
# None)": p is normalised by packing it as a C double, which raises struct.error (neither
# ValueError nor TypeError) for a string or None. Input: violation_chance('0.5', 3) or
# violation_chance(None, 3) raises struct.error; numbers work.
import math
import struct


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 0:
        raise ValueError("n must be >= 0")
    if type(p) is not int:
        # read p as the C double the rest of the pipeline uses; anything else is refused
        (as_double,) = struct.unpack("<d", struct.pack("<d", p))
        if math.isnan(as_double) or not 0.0 <= as_double <= 1.0 or as_double != p:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    elif p not in (0, 1):
        raise ValueError(f"p must be 0 or 1 as an int, got {p!r}")
    return 1 - p**n
