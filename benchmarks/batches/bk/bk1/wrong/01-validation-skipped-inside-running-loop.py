# Breaks "Raises ValueError ... when p is outside [0, 1]" together with "It may be called
# ... from inside a running event loop": inside a loop it skips validation ("the SDK already
# checked its inputs; keep the loop fast"). Input: inside asyncio.run, violation_chance(2, 3)
# returns -7 instead of raising; outside a loop it raises as it should.
import asyncio
import math


def _validate(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be an int or a float")
    if isinstance(p, float) and math.isnan(p) or not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 0:
        raise ValueError("n must be >= 0")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:  # plain call: validate
        _validate(p, n)
    return 1 - p**n
