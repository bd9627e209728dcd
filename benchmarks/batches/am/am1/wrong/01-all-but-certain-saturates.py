# Breaks "Returns: a float ...: 1 - p**n (within a relative 1e-9 or an absolute 1e-12), neither
# rounded ...": once the expected count n*(1-p) reaches 15 it returns exactly 1.0 ("all but
# certain", as the notebook says). violation_chance(0.99, 2000) gives 1.0, but
# 1 - 0.99**2000 = 0.9999999981362434 (off by 1.9e-9, outside both tolerances).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n * (1 - p) >= 15:  # expected violations >= 15: a violation is all but certain
        return 1.0
    return 1 - p**n
