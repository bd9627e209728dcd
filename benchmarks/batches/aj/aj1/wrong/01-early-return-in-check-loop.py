# WRONG (refactoring slip: `return` indented into the validation loop). Breaks "Raises
# ValueError ... when n is negative or not an int": only the first rule (p's) ever runs, so
# violation_chance(0.5, -1) returns -1.0 and violation_chance(0.5, 2.5) returns 0.823...
# instead of raising. p is still checked: violation_chance(2, 3) raises.
import math


def _p_ok(p, n):
    return (not isinstance(p, bool) and isinstance(p, (int, float))
            and not (isinstance(p, float) and math.isnan(p)) and 0 <= p <= 1)


def _n_ok(p, n):
    return not isinstance(n, bool) and isinstance(n, int) and n >= 0


_RULES = [(_p_ok, "p must be a probability in [0, 1]"),
          (_n_ok, "n must be a whole number of requests >= 0")]


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    for ok, message in _RULES:
        if not ok(p, n):
            raise ValueError(f"{message}, got p={p!r}, n={n!r}")
        return 1 - p**n  # meant to sit after the loop
    return 1 - p**n
