# Right: validation first (exact types: n an int and not a bool, p an int or float and not a bool,
# p >= 0 and p <= 1, both False for NaN), then the cases of 1 - p**n written out: no requests or
# perfect compliance give 0 exactly, zero compliance gives 1, anything else is 1 - pow(p, n)
# (for 2**70 it underflows to 1.0 as 1 - p**n does). Each case equals 1 - p**n exactly.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int:
        raise TypeError(f"n must be an int number of requests, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    if not (p >= 0 and p <= 1):
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if n == 0 or p == 1:
        return 0 if type(p) is int else 0.0
    if p == 0:
        return 1 if type(p) is int else 1.0
    return 1 - pow(p, n)
