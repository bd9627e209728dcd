# Breaks "Raises ValueError ... when p is outside [0, 1], by however little ... (2, -1, 10**400)":
# a "forgiving" helper assumes the caller swapped the arguments when p looks like a count and n like
# a probability, and answers for (n, p). Input: violation_chance(2, 1) must raise ValueError; returns 0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) is int and p > 1 and type(n) is int and n in (0, 1):
        p, n = n, p  # violation_chance(requests, compliance): a common slip, repaired
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests, 0 or more")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    return 1 - p**n
