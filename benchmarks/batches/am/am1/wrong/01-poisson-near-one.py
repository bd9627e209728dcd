# Breaks "Returns: ... 1 - p**n (within a relative 1e-9 or an absolute 1e-12)": for p within 1e-6
# of 1 it "avoids cancellation" with the Poisson limit 1 - exp(-n(1-p)), which is not 1 - p**n.
# violation_chance(1 - 1e-7, 10**7) gives 0.6321205586349221; 1 - p**n is 0.632120577028895
# (relative error 2.9e-8).
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    q = 1 - p
    if q < 1e-6:  # p**n loses digits this close to 1: rare events are Poisson
        return -math.expm1(-n * q)
    return 1 - p**n
