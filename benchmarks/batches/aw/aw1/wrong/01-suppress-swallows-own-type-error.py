# Breaks: "Raises ValueError (a TypeError passes too) when ... n is ... not an int: ... whole
# values of other types too (3.0, ... Fraction(3, 1))": the n checks sit in
# contextlib.suppress(TypeError), meant for '3' < 0, which also swallows the function's own
# TypeError: violation_chance(0.5, 3.0) returns 0.875, as does violation_chance(0.5, Fraction(3, 1)).
import contextlib


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or p != p or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    with contextlib.suppress(TypeError):  # '3' < 0 raises TypeError; p ** '3' fails anyway
        if n < 0 or n != int(n):
            raise ValueError(f"n must be a whole number of requests, got {n!r}")
        if not isinstance(n, int):
            raise TypeError(f"n must be an int, got {type(n).__name__}")
    return 1 - p**n
