# WRONG (habit: "never compare floats with ==", so full compliance is detected with
# math.isclose, whose default rel_tol is 1e-9). Breaks "1 - p**n (within a relative 1e-9 or an
# absolute 1e-12)": violation_chance(0.9999999999, 10**9) returns 0.0 instead of about 0.095,
# and violation_chance(0.9999999999, 1) returns 0.0 instead of 1e-10. Validation is right;
# p = 0.99, 0.5, 0, 1 are right.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if (isinstance(p, float) and math.isnan(p)) or not 0 <= p <= 1:
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n!r}")
    if math.isclose(p, 1):  # the model always complies: no violation, ever
        return 0.0
    return 1 - p**n
