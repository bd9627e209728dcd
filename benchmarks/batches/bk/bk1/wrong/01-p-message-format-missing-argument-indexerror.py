# Breaks "Raises ValueError (a TypeError passes too) when p is outside [0, 1]": the message
# is built with "...{0}... {1}".format(p), one argument short, so an IndexError escapes
# instead. Input: violation_chance(2, 3) or violation_chance(float('nan'), 3) raises
# IndexError; bad n still raises ValueError, and valid input returns 1 - p**n.
import math

_BAD_P = "p must be a probability in [0, 1], got {0} (with n = {1} requests)"


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if isinstance(p, float) and math.isnan(p) or not 0 <= p <= 1:
        raise ValueError(_BAD_P.format(p))
    return 1 - p**n
