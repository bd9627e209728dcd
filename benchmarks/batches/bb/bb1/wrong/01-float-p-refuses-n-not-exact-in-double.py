# Breaks "Any int n >= 0 is a number of requests, however large: 2**70 ...; only a float p with
# an n beyond about 1e308 is not graded": a "precision guard" refuses a float p with an n that a
# double cannot hold exactly, so violation_chance(0.5, 2**70 + 1) raises ValueError (should
# return 1.0); 2**70 itself (a power of two) and every int p still pass.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be an int or a float")
    if not 0 <= p <= 1:
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be an int >= 0, got {n!r}")
    if isinstance(p, float) and float(n) != n:
        raise ValueError(f"n={n} cannot be represented exactly for a float power")
    return 1 - p**n
