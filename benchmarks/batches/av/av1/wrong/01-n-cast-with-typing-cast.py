# Breaks: "Raises ValueError ... when n is ... not an int: 2.5, NaN, ±inf, ... 3.0, True".
# typing.cast(int, n) is taken for a conversion/check, but it does nothing at run time:
# violation_chance(0.5, 2.5) returns 0.823..., (0.5, 3.0) returns 0.875, (0.5, True) 0.5,
# (0.5, float('inf')) 1.0, and a NaN n gives nan, none of them raising.
from typing import cast


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    requests = cast(int, n)  # n is a count of requests
    if requests < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    return 1 - p**requests
