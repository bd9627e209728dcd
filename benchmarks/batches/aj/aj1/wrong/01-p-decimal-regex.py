# WRONG (rules as data: p validated by a regex on its decimal text). Breaks "p is an int or
# float (0 and 1 included)" for p inside [0, 1] written in exponent form: str(1e-05) is
# '1e-05', so violation_chance(1e-05, 3) raises ValueError instead of returning 1 - 1e-05**3
# (about 1.0). Happy path (0.99, 0.5, 0, 1) is right.
import re

_PROBABILITY = re.compile(r"0(\.[0-9]+)?|1(\.0+)?")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not _PROBABILITY.fullmatch(str(p)):
        raise ValueError(f"p must be a probability such as 0.99, got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n!r}")
    return 1 - p**n
