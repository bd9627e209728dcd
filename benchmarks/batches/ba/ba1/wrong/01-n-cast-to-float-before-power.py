# Breaks: "Any int n >= 0 is a number of requests, however large: ... 10**400 with an int p
# (1**n is exact, where ... float(n) overflow[s])". n is cast to float "so the power is a
# float power". Input: violation_chance(1, 10**400) raises OverflowError instead of returning 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, str) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole, non-negative number of requests, got {n!r}")
    return 1.0 - p ** float(n)  # float power: always a float back, never an int
