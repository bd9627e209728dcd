# Right: validation first, without trusting any conversion: n is checked by exact type
# (int, not bool) and sign; p must be int/float (anything else: TypeError) and
# 0 <= p <= 1 compared exactly (NaN, +-inf, 1 + 2**-52, 10**400 and -1 all fail -> ValueError).
# The result is 1 - p**n: for an int p (0 or 1) Python's int power is exact and instant
# (0**n, 1**n), then converted to float; for a float p the float power is used.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    problems = []
    if not (isinstance(n, int) and not isinstance(n, bool)):
        raise TypeError(f"n={n!r}: a number of requests is an int")
    if n < 0:
        problems.append(f"n={n} is negative")
    if not (isinstance(p, (int, float)) and not isinstance(p, bool)):
        raise TypeError(f"p={p!r}: a probability is an int or a float")
    if not (p >= 0 and p <= 1):
        problems.append(f"p={p!r} is not in [0, 1]")
    if problems:
        raise ValueError("; ".join(problems))
    power = p**n
    return float(1 - power)
