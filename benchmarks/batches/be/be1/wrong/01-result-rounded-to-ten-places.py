# Breaks: "`1 - p**n` (within a relative 1e-9 or an absolute 1e-12), neither rounded nor a
# percentage" -- the result is rounded to 10 decimals to hide float noise.
# Input: violation_chance(1 - 1.2345678912e-05, 1) must be ~1.2345678912e-05; this returns
# 1.23457e-05 (absolute error ~2e-12, relative ~1.7e-7).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {p!r}")
    if not (0 <= p <= 1):
        raise ValueError(f"p must be in [0, 1], got {p!r}")
    if isinstance(p, int):  # 0 or 1: exact, whatever the size of n
        return 0.0 if (p == 1 or n == 0) else 1.0
    return round(1 - p**n, 10)  # tidy: no 0.6339676587267709-style noise
