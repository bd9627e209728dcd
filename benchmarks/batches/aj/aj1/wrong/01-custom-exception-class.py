# WRONG (Java habit: a domain exception class of its own, derived from Exception). Breaks
# "Raises ValueError (a TypeError passes too)": violation_chance(2, 3) and
# violation_chance(0.5, -1) raise InvalidTrafficModel, which is neither a ValueError nor a
# TypeError. Happy path is right.
import math


class InvalidTrafficModel(Exception):
    """p or n cannot describe a traffic model."""


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise InvalidTrafficModel(f"p must be a number, got {p!r}")
    if (isinstance(p, float) and math.isnan(p)) or not 0 <= p <= 1:
        raise InvalidTrafficModel(f"p must be in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InvalidTrafficModel(f"n must be an int >= 0, got {n!r}")
    return 1 - p**n
