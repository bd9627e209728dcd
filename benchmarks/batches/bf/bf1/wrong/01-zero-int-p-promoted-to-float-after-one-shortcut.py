# Breaks: "Any int n >= 0 is a number of requests, however large: ... 10**400 with an int p
# (1**n is exact, where math.pow, float(p) or float(n) overflow)."
# Input: violation_chance(0, 10**400) must be 1.0; this answer special-cases p == 1 only and
# promotes every other p to float, so 0.0 ** 10**400 raises OverflowError.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if p == 1:  # a perfect model never slips, whatever the traffic
        return 0.0
    return 1.0 - float(p) ** n
