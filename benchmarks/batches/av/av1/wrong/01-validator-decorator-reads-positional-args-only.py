# Breaks: "Raises ValueError ... when p is outside [0, 1] ... or when n is negative". The
# checks live in a decorator that zips the positional arguments with their checks; a call by
# keyword has no positional arguments, zip stops at once, and nothing is checked:
# violation_chance(p=2, n=3) returns -7 and violation_chance(0.5, n=-1) returns -1.0.
import functools


def _check_p(p):
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")


def _check_n(n):
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")


def _validated(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        for value, check in zip(args, (_check_p, _check_n)):
            check(value)
        return func(*args, **kwargs)

    return wrapper


@_validated
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    return 1 - p**n
