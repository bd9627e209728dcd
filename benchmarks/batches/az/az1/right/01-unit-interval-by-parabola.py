# Right: types first (int or float p, int n, bool refused by exact type), n >= 0, then p is
# in [0, 1] exactly when p * (1 - p) >= 0: false for NaN, +-inf, 1 + 2**-52, -5e-324, 2, -1
# and 10**400 (exact int arithmetic), true for 0, 1, -0.0 and every float in between.
# The result is 1 - p**n unrounded (int p with a huge n stays exact; 0**0 gives 0.0).


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError("n must not be negative")
    if not p * (1 - p) >= 0:  # the parabola is non-negative on [0, 1] only
        raise ValueError("p must be a probability in [0, 1]")
    return 1 - p**n
