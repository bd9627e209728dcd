# Breaks "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... or when n is
# negative or not an int": a command-line habit, `sys.exit(message)`, raises SystemExit (a
# BaseException, not ValueError) for every bad input, e.g. violation_chance(2, 3) or
# violation_chance(0.5, 2.5). Valid inputs are computed correctly.
import sys


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        sys.exit(f"violation_chance: n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        sys.exit(f"violation_chance: p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
