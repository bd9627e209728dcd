# Breaks "Returns: a float ...: 1 - p**n (within a relative 1e-9 or an absolute 1e-12)": after validating,
# a float p is "cleaned" through 15 significant digits (to drop noise like 0.30000000000000004), which
# turns p = 1 - 2**-53 (0.9999999999999999) into 1.0: violation_chance(1 - 2**-53, 2**60) returns 0.0
# where 1 - p**n is 1 - e**-128, i.e. 1.0. For p such as 0.99 the clean-up changes nothing.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    if isinstance(p, float):
        p = float(f"{p:.15g}")  # drop binary noise such as 0.1 + 0.2 = 0.30000000000000004
    return 1 - p**n
