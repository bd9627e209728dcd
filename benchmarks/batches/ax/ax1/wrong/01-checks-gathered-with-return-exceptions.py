# Breaks "Raises ValueError ... when p is outside [0, 1] ... NaN ... or when n is negative or
# not an int": asyncio.gather(..., return_exceptions=True) hands the checks' exceptions back as
# values, which are never looked at, so violation_chance(1.5, 2) returns -1.25 and
# violation_chance(float("nan"), 3) returns nan. violation_chance(0.99, 10) is right.
import asyncio


async def _check_p(p):
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")


async def _check_n(n):
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")


async def _chance(p, n):
    # run every check, so that all problems are reported together
    await asyncio.gather(_check_p(p), _check_n(n), return_exceptions=True)
    return 1 - p**n


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    return asyncio.run(_chance(p, n))
